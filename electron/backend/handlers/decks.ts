import type { PartialHandlers } from '../context';

export const decksHandlers: PartialHandlers = {
  'decks.list': (args, ctx) => ctx.decks[args.game].list(),
  'decks.get': (args, ctx) => ctx.decks[args.game].get(args.id, args.version),
  'decks.create': (args, ctx) =>
    ctx.decks[args.game].create({
      name: args.name,
      identity: args.identity,
      aspects: args.aspects,
      slots: args.slots ?? {},
      notes: args.notes,
      tags: args.tags,
    }),
  'decks.save': (args, ctx) => {
    const { game, id, ...patch } = args;
    return ctx.decks[game].save(id, patch);
  },
  'decks.copy': (args, ctx) => ctx.decks[args.game].copy(args.id),
  'decks.delete': (args, ctx) => ctx.decks[args.game].delete(args.id),
  'decks.versions': (args, ctx) => ctx.decks[args.game].versions(args.id),
  'decks.diff': (args, ctx) => ctx.decks[args.game].diff(args.id, args.from, args.to),
  'decks.validate': (args, ctx) => ctx.decks[args.game].validate(args.deck, args.constraint, args.deckId),
  'decks.import': (args, ctx) => ctx.decks[args.game].import(args),
  'decks.export': (args, ctx) => ctx.decks[args.game].export(args.id, args.format, args.version),
  'decks.groups': (args, ctx) => ctx.decks[args.game].groups(),
  'decks.saveGroup': (args, ctx) => ctx.decks[args.game].saveGroup(args),
  'decks.deleteGroup': (args, ctx) => ctx.decks[args.game].deleteGroup(args.id),
};
