import { forGame, type PartialHandlers } from '../context';

export const catalogHandlers: PartialHandlers = {
  'catalog.status': (args, ctx) => forGame(ctx.catalogs, args.game, 'catalog').status(),
  'catalog.import': (args, ctx) => forGame(ctx.catalogs, args.game, 'catalog').import(args.source),
  'catalog.report': (args, ctx) => forGame(ctx.catalogs, args.game, 'catalog').report(),
  'catalog.cancelImport': (args, ctx) => forGame(ctx.catalogs, args.game, 'catalog').cancelImport(),
  'catalog.search': (args, ctx) =>
    forGame(ctx.catalogs, args.game, 'catalog').search(
      args,
      args.only === 'all' ? undefined : forGame(ctx.collections, args.game, 'collection').cardCodesWith(args.only),
    ),
  'catalog.card': (args, ctx) => forGame(ctx.catalogs, args.game, 'catalog').card(args.code, args.lang),
  'catalog.cards': (args, ctx) => forGame(ctx.catalogs, args.game, 'catalog').cards(args.codes, args.lang),
  'catalog.identities': (args, ctx) => forGame(ctx.catalogs, args.game, 'catalog').identities(args.lang),
  'catalog.facets': (args, ctx) => forGame(ctx.catalogs, args.game, 'catalog').facets(args.lang),
};
