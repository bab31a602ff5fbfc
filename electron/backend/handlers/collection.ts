import type { PartialHandlers } from '../context';

// The physical collection (core/api/collection.ts); the service is electron/backend/collection.
export const collectionHandlers: PartialHandlers = {
  'collection.summary': (args, ctx) => ctx.collections[args.game].summary(),
  'collection.products': (args, ctx) => ctx.collections[args.game].products(),
  'collection.addProduct': (args, ctx) => ctx.collections[args.game].addProduct(args),
  'collection.removeProduct': (args, ctx) => ctx.collections[args.game].removeProduct(args.id),
  'collection.updateProduct': (args, ctx) => ctx.collections[args.game].updateProduct(args),
  'collection.copies': (args, ctx) => ctx.collections[args.game].copies(args),
  'collection.addCopies': (args, ctx) => ctx.collections[args.game].addCopies(args),
  'collection.updateCopies': (args, ctx) => ctx.collections[args.game].updateCopies(args.ids, args.patch),
  'collection.removeCopies': (args, ctx) => ctx.collections[args.game].removeCopies(args.ids),
  'collection.counts': (args, ctx) => ctx.collections[args.game].counts(args.codes),
  'collection.importCsv': (args, ctx) => ctx.collections[args.game].importCsv(args),
  'collection.exportCsv': (args, ctx) => ctx.collections[args.game].exportCsv(),
  'collection.build': (args, ctx) => ctx.collections[args.game].build(args.deckId),
  'collection.unbuild': (args, ctx) => ctx.collections[args.game].unbuild(args.deckId),
  'collection.pullList': (args, ctx) => ctx.collections[args.game].pullList(args.deckId),
  'collection.conflicts': (args, ctx) => ctx.collections[args.game].conflicts(args.deckIds),
};
