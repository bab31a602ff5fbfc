import type { PartialHandlers } from '../context';

export const gamesHandlers: PartialHandlers = {
  'games.create': (args, ctx) => ctx.games.create({ ...args, options: args.options ?? undefined }),
  'games.list': (_args, ctx) => ctx.games.list(),
  'games.open': (args, ctx) => ctx.games.open(args.id, args.seat),
  'games.act': (args, ctx) => ctx.games.act(args.id, args.action),
  'games.undo': (args, ctx) => ctx.games.undo(args.id, args.seat),
  'games.redo': (args, ctx) => ctx.games.redo(args.id, args.seat),
  'games.computerMove': (args, ctx) => ctx.games.computerMove(args.id, args.seat, args.stateVersion),
  'games.rename': (args, ctx) => ctx.games.rename(args.id, args.name),
  'games.delete': (args, ctx) => ctx.games.delete(args.id),
  'games.export': (args, ctx) => ctx.games.export(args.id),
  'games.import': (args, ctx) => ctx.games.import(args.content),
  'games.verify': (args, ctx) => ctx.games.verify(args.id),
  'games.content': (args, ctx) => ctx.games.content(args.game, args.id ?? null),
};
