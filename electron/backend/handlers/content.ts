import { forGame, type PartialHandlers } from '../context';

export const contentHandlers: PartialHandlers = {
  'content.info': (args, ctx) => forGame(ctx.content, args.game, 'content').info(),
  'content.list': (args, ctx) => forGame(ctx.content, args.game, 'content').list(),
  'content.get': (args, ctx) => forGame(ctx.content, args.game, 'content').get(args.id),
  'content.validate': (args, ctx) =>
    forGame(ctx.content, args.game, 'content').validate(args.kind, args.value, args.replaces),
  'content.save': (args, ctx) => forGame(ctx.content, args.game, 'content').save(args.kind, args.value, args.replaces),
  'content.delete': (args, ctx) => forGame(ctx.content, args.game, 'content').delete(args.id),
  'content.export': (args, ctx) => forGame(ctx.content, args.game, 'content').export(),
  'content.import': (args, ctx) => forGame(ctx.content, args.game, 'content').import(args.content),
};
