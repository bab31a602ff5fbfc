import type { PartialHandlers } from '../context';

export const historyHandlers: PartialHandlers = {
  'history.dimensions': (args, ctx) => ctx.history.dimensions(args.game),
  'history.values': (args, ctx) => ctx.history.values(args.dimension, args.game, args.limit),
  'history.players.list': (_args, ctx) => ctx.history.players(),
  'history.players.save': (args, ctx) => ctx.history.savePlayer(args.id, args.name),
  'history.players.delete': (args, ctx) => ctx.history.deletePlayer(args.id, args.mergeInto),
  'history.plays.list': (args, ctx) => ctx.history.list(args.filter, args.offset, args.limit, args.sort),
  'history.plays.get': (args, ctx) => ctx.history.get(args.id),
  'history.plays.save': (args, ctx) => ctx.history.save(args.play),
  'history.plays.delete': (args, ctx) => ctx.history.delete(args.id),
  'history.stats': (args, ctx) => ctx.history.stats(args.filter),
  'history.campaign': (args, ctx) => ctx.history.campaign(args.campaignId, args.perspective),
  'history.export': (args, ctx) => ctx.history.export(args.format, args.filter),
  'history.import': (args, ctx) => ctx.history.import(args),
};
