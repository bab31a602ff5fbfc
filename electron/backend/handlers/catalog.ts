import { DeckhandError } from '../../../core/api/errors';
import type { PartialHandlers } from '../context';

export const catalogHandlers: PartialHandlers = {
  'catalog.status': (args, ctx) => ctx.catalogs[args.game].status(),
  'catalog.import': (args, ctx) => ctx.catalogs[args.game].import(args.source),
  'catalog.report': (args, ctx) => ctx.catalogs[args.game].report(),
  'catalog.search': (args, ctx) => ctx.catalogs[args.game].search(args),
  'catalog.card': (args, ctx) => ctx.catalogs[args.game].card(args.code, args.lang),
  // TEMPORARY (this session): implemented in McCatalogService by the card-browser work.
  'catalog.cards': () => {
    throw new DeckhandError('internal', { reason: 'not implemented yet' });
  },
  'catalog.identities': () => {
    throw new DeckhandError('internal', { reason: 'not implemented yet' });
  },
  'catalog.facets': () => {
    throw new DeckhandError('internal', { reason: 'not implemented yet' });
  },
};
