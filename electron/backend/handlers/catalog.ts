import type { PartialHandlers } from '../context';

export const catalogHandlers: PartialHandlers = {
  'catalog.status': (args, ctx) => ctx.catalogs[args.game].status(),
  'catalog.import': (args, ctx) => ctx.catalogs[args.game].import(args.source),
  'catalog.report': (args, ctx) => ctx.catalogs[args.game].report(),
  'catalog.search': (args, ctx) =>
    ctx.catalogs[args.game].search(
      args,
      args.only === 'all' ? undefined : ctx.collections[args.game].cardCodesWith(args.only),
    ),
  'catalog.card': (args, ctx) => ctx.catalogs[args.game].card(args.code, args.lang),
  'catalog.cards': (args, ctx) => ctx.catalogs[args.game].cards(args.codes, args.lang),
  'catalog.identities': (args, ctx) => ctx.catalogs[args.game].identities(args.lang),
  'catalog.facets': (args, ctx) => ctx.catalogs[args.game].facets(args.lang),
};
