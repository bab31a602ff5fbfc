import { DeckhandError } from '../../../core/api/errors';
import type { PartialHandlers } from '../context';

// TEMPORARY (this session): the contract is in core/api/collection.ts; the collection service
// replaces these before the session ends.
const notYet = (): never => {
  throw new DeckhandError('internal', { reason: 'not implemented yet' });
};

export const collectionHandlers: PartialHandlers = {
  'collection.summary': notYet,
  'collection.products': notYet,
  'collection.addProduct': notYet,
  'collection.removeProduct': notYet,
  'collection.copies': notYet,
  'collection.addCopies': notYet,
  'collection.updateCopies': notYet,
  'collection.removeCopies': notYet,
  'collection.counts': notYet,
  'collection.importCsv': notYet,
  'collection.exportCsv': notYet,
  'collection.build': notYet,
  'collection.unbuild': notYet,
  'collection.pullList': notYet,
  'collection.conflicts': notYet,
};
