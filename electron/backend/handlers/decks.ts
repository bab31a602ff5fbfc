import { forGame, type PartialHandlers } from '../context';

export const decksHandlers: PartialHandlers = {
  'decks.list': (args, ctx) => forGame(ctx.decks, args.game, 'decks').list(),
  'decks.get': (args, ctx) => forGame(ctx.decks, args.game, 'decks').get(args.id, args.version),
  'decks.create': (args, ctx) =>
    forGame(ctx.decks, args.game, 'decks').create({
      name: args.name,
      identity: args.identity,
      aspects: args.aspects,
      slots: args.slots ?? {},
      notes: args.notes,
      tags: args.tags,
    }),
  'decks.save': (args, ctx) => {
    const { game, id, ...patch } = args;
    return forGame(ctx.decks, game, 'decks').save(id, patch);
  },
  'decks.copy': (args, ctx) => forGame(ctx.decks, args.game, 'decks').copy(args.id),
  'decks.delete': (args, ctx) => forGame(ctx.decks, args.game, 'decks').delete(args.id),
  'decks.versions': (args, ctx) => forGame(ctx.decks, args.game, 'decks').versions(args.id),
  'decks.diff': (args, ctx) => forGame(ctx.decks, args.game, 'decks').diff(args.id, args.from, args.to),
  'decks.validate': (args, ctx) =>
    forGame(ctx.decks, args.game, 'decks').validate(args.deck, args.constraint, args.deckId),
  'decks.import': (args, ctx) => forGame(ctx.decks, args.game, 'decks').import(args),
  'decks.export': (args, ctx) => forGame(ctx.decks, args.game, 'decks').export(args.id, args.format, args.version),
  'decks.groups': (args, ctx) => forGame(ctx.decks, args.game, 'decks').groups(),
  'decks.saveGroup': (args, ctx) => forGame(ctx.decks, args.game, 'decks').saveGroup(args),
  'decks.deleteGroup': (args, ctx) => forGame(ctx.decks, args.game, 'decks').deleteGroup(args.id),
};
