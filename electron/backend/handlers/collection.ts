import { forGame, type PartialHandlers } from '../context';

// The physical collection (core/api/collection.ts); the service is electron/backend/collection.
export const collectionHandlers: PartialHandlers = {
  'collection.summary': (args, ctx) => forGame(ctx.collections, args.game, 'collection').summary(),
  'collection.products': (args, ctx) => forGame(ctx.collections, args.game, 'collection').products(),
  'collection.addProduct': (args, ctx) => forGame(ctx.collections, args.game, 'collection').addProduct(args),
  'collection.removeProduct': (args, ctx) => forGame(ctx.collections, args.game, 'collection').removeProduct(args.id),
  'collection.updateProduct': (args, ctx) => forGame(ctx.collections, args.game, 'collection').updateProduct(args),
  'collection.copies': (args, ctx) => forGame(ctx.collections, args.game, 'collection').copies(args),
  'collection.addCopies': (args, ctx) => forGame(ctx.collections, args.game, 'collection').addCopies(args),
  'collection.updateCopies': (args, ctx) =>
    forGame(ctx.collections, args.game, 'collection').updateCopies(args.ids, args.patch),
  'collection.removeCopies': (args, ctx) => forGame(ctx.collections, args.game, 'collection').removeCopies(args.ids),
  'collection.counts': (args, ctx) => forGame(ctx.collections, args.game, 'collection').counts(args.codes),
  'collection.importCsv': (args, ctx) => forGame(ctx.collections, args.game, 'collection').importCsv(args),
  'collection.exportCsv': (args, ctx) => forGame(ctx.collections, args.game, 'collection').exportCsv(),
  'collection.completion': (args, ctx) => forGame(ctx.collections, args.game, 'collection').completion(args),
  'collection.build': (args, ctx) => forGame(ctx.collections, args.game, 'collection').build(args.deckId),
  'collection.unbuild': (args, ctx) => forGame(ctx.collections, args.game, 'collection').unbuild(args.deckId),
  'collection.pullList': (args, ctx) => forGame(ctx.collections, args.game, 'collection').pullList(args.deckId),
  'collection.conflicts': (args, ctx) => forGame(ctx.collections, args.game, 'collection').conflicts(args.deckIds),
  // boxes counted by component (a game whose definition lists `collection.boxes`)
  'collection.boxes': (args, ctx) => forGame(ctx.boxes, args.game, 'collection.boxes').view(),
  'collection.addBox': (args, ctx) => forGame(ctx.boxes, args.game, 'collection.boxes').add(args),
  'collection.removeBox': (args, ctx) => forGame(ctx.boxes, args.game, 'collection.boxes').remove(args.id),
  'collection.setComponent': (args, ctx) => forGame(ctx.boxes, args.game, 'collection.boxes').setComponent(args),
  'collection.acceptBoxList': (args, ctx) => forGame(ctx.boxes, args.game, 'collection.boxes').acceptList(args.id),
};
