import { useCountedText } from '../../text';

/**
 * Messages of the Edge of Darkness play screen with a count: `{ n }` also chooses the plural form
 * (`"{n} coin | {n} coins"`), in the languages that have one (i18n.ts plural rules).
 */
export const useEodText = useCountedText;
