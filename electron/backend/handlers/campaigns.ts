import type { PartialHandlers } from '../context';

export const campaignsHandlers: PartialHandlers = {
  'campaigns.definitions': (args, ctx) => ctx.campaigns.definitions(args.game),
  'campaigns.list': (args, ctx) => ctx.campaigns.list(args.game),
  'campaigns.create': (args, ctx) => ctx.campaigns.create(args),
  'campaigns.get': (args, ctx) => ctx.campaigns.get(args.id, args.modes),
  'campaigns.input': (args, ctx) => ctx.campaigns.input(args.id, args.input),
  'campaigns.undo': (args, ctx) => ctx.campaigns.undo(args.id),
  'campaigns.rename': (args, ctx) => ctx.campaigns.rename(args.id, args.name),
  'campaigns.delete': (args, ctx) => ctx.campaigns.delete(args.id),
  'campaigns.export': (args, ctx) => ctx.campaigns.export(args.id),
  'campaigns.import': (args, ctx) => ctx.campaigns.import(args.content),
  'campaigns.linkGame': (args, ctx) => ctx.campaigns.linkGame(args.id, args.scenario, args.gameId, args.modes),
  'campaigns.startGame': (args, ctx) => ctx.campaigns.startGame(args.id, args.name, args.modes, args.tracker),
  'campaigns.recordFromGame': (args, ctx) => ctx.campaigns.recordFromGame(args),
  'campaigns.forGame': (args, ctx) => ctx.campaigns.forGame(args.gameId),
};
