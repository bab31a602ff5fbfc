import { DeckhandError } from '../../../core/api/errors';
import type { PartialHandlers } from '../context';

// TEMPORARY (this session): the contract is in core/api/decks.ts; the deck service replaces these
// before the session ends.
const notYet = (): never => {
  throw new DeckhandError('internal', { reason: 'not implemented yet' });
};

export const decksHandlers: PartialHandlers = {
  'decks.list': notYet,
  'decks.get': notYet,
  'decks.create': notYet,
  'decks.save': notYet,
  'decks.copy': notYet,
  'decks.delete': notYet,
  'decks.versions': notYet,
  'decks.diff': notYet,
  'decks.validate': notYet,
  'decks.import': notYet,
  'decks.export': notYet,
  'decks.groups': notYet,
  'decks.saveGroup': notYet,
  'decks.deleteGroup': notYet,
};
