/**
 * Cell values → copy attributes. Accepts our own codes and the words collection sites write
 * (Deckbox conditions, Moxfield/Cardmarket abbreviations, language names in English and in the
 * language itself). `undefined` = empty cell (the default applies), `null` = not understood.
 */
import type { CopyCondition, CopyStatus } from '../../api/collection';
import { foldText } from '../text';

/** Largest count one CSV row may ask for. */
export const MAX_ROW_QUANTITY = 999;

const key = (s: string): string =>
  foldText(s)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** "3", "3x", "x3" → 3; empty → 1 (a listed card is one copy); anything else (negative, 1.5, "abc", > max) → null. */
export function parseQuantity(cell: string): number | null {
  const t = cell.trim();
  if (t === '') return 1;
  const m = /^(?:x\s*)?(\d{1,6})(?:\s*x)?$/i.exec(t);
  if (!m) return null;
  const n = Number(m[1]);
  return n <= MAX_ROW_QUANTITY ? n : null;
}

const CONDITIONS: Record<string, CopyCondition> = {};
const addCondition = (c: CopyCondition, words: string[]) => words.forEach((w) => (CONDITIONS[key(w)] = c));
addCondition('mint', ['mint', 'm', 'mt', 'new', 'sealed']);
// Deckbox "Near Mint"; Moxfield/Cardmarket NM
addCondition('near_mint', ['near mint', 'near_mint', 'nm', 'nm m', 'near mint m']);
// Deckbox "Good (Lightly Played)"; LP, Cardmarket EX (excellent) and GD (good)
addCondition('good', [
  'good',
  'good (lightly played)',
  'lightly played',
  'lp',
  'sp',
  'slightly played',
  'excellent',
  'ex',
  'gd',
]);
addCondition('played', ['played', 'pl', 'moderately played', 'mp']);
addCondition('heavily_played', ['heavily played', 'heavily_played', 'hp']);
addCondition('poor', ['poor', 'po', 'damaged', 'dmg', 'd']);

/** Condition code, undefined for an empty cell, null when not understood. */
export function parseCondition(cell: string): CopyCondition | undefined | null {
  const t = key(cell);
  if (t === '') return undefined;
  return CONDITIONS[t] ?? null;
}

/** Deckbox's words for our conditions (what the export writes, so Deckbox users recognise them). */
export const CONDITION_LABELS: Record<CopyCondition, string> = {
  mint: 'Mint',
  near_mint: 'Near Mint',
  good: 'Good (Lightly Played)',
  played: 'Played',
  heavily_played: 'Heavily Played',
  poor: 'Poor',
};

const LANGUAGES: Record<string, string> = {};
const addLanguage = (code: string, words: string[]) => [code, ...words].forEach((w) => (LANGUAGES[key(w)] = code));
addLanguage('en', ['english', 'englisch', 'ingilizce', 'angol']);
addLanguage('de', ['german', 'deutsch', 'almanca', 'nemet']);
addLanguage('fr', ['french', 'francais', 'franzosisch', 'fransizca', 'francia']);
addLanguage('it', ['italian', 'italiano', 'italienisch', 'italyanca', 'olasz']);
addLanguage('es', ['spanish', 'espanol', 'castellano', 'spanisch', 'ispanyolca', 'spanyol']);
addLanguage('ko', ['korean', '한국어', 'koreanisch', 'korece', 'koreai']);
addLanguage('pl', ['polish', 'polski', 'polnisch', 'lehce', 'lengyel']);
addLanguage('pt', ['portuguese', 'portugues', 'portugiesisch', 'portekizce', 'portugal']);
addLanguage('ja', ['japanese', '日本語', 'japanisch', 'japonca', 'japan']);
addLanguage('zh', ['chinese', 'simplified chinese', 'traditional chinese', '中文', 'chinesisch', 'cince', 'kinai']);
addLanguage('ru', ['russian', 'русский', 'russisch', 'rusca', 'orosz']);
addLanguage('nl', ['dutch', 'nederlands', 'niederlandisch', 'felemenkce', 'holland']);
addLanguage('tr', ['turkish', 'turkce', 'turkisch', 'torok']);
addLanguage('hu', ['hungarian', 'magyar', 'ungarisch', 'macarca']);

/** Two-letter language code ("en", "EN", "en-US", "English", "Deutsch"), undefined when empty, null when not understood. */
export function parseLanguage(cell: string): string | undefined | null {
  const t = cell.trim();
  if (t === '') return undefined;
  const tag = /^([a-z]{2})(?:[-_][a-z0-9]{2,8})*$/i.exec(t);
  if (tag) return tag[1].toLowerCase();
  return LANGUAGES[key(t)] ?? null;
}

const STATUSES: Record<string, CopyStatus> = {};
const addStatus = (s: CopyStatus, words: string[]) => words.forEach((w) => (STATUSES[key(w)] = s));
addStatus('ok', ['ok', 'owned', 'have', 'yes', 'present', 'vorhanden', 'var', 'megvan']);
addStatus('missing', ['missing', 'lost', 'fehlt', 'verloren', 'kayip', 'eksik', 'hianyzik', 'elveszett']);
addStatus('damaged', ['damaged', 'broken', 'beschadigt', 'hasarli', 'serult']);

/** Status code, undefined when empty, null when not understood. */
export function parseStatus(cell: string): CopyStatus | undefined | null {
  const t = key(cell);
  if (t === '') return undefined;
  return STATUSES[t] ?? null;
}

/** Tags separated by `,` `;` or `|`, trimmed, at most 30 of at most 60 characters. */
export function parseTags(cell: string): string[] {
  const out: string[] = [];
  for (const piece of cell.split(/[,;|]/)) {
    const t = piece.trim().slice(0, 60).trim();
    if (t && !out.includes(t)) out.push(t);
    if (out.length === 30) break;
  }
  return out;
}

/** Free text clipped to the length the API accepts. */
export function clipText(cell: string, max: number): string {
  return cell.trim().slice(0, max).trim();
}
