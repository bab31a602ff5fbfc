/**
 * Character names on screen, one table per language; a character a table does not list keeps its English
 * name. Turkish: the names the Turkish rulebook gives (seed 001: Gri Gandalf, Beyaz Gandalf, Cadı Kral…; it
 * keeps Strider, Saruman, Gollum and the Hobbits' names). German: Carroux's translation of the novel.
 * Hungarian: Göncz's. Every name and its source is listed in core/games/war-of-the-ring/TERMS.md
 * ("Character names"); a test keeps the two in step, and the Witch-king and the Mouth of Sauron agree with
 * the `wotr.terms.people.*` messages.
 */
import type { CharacterId } from '../../../../../core/games/war-of-the-ring/data';
import { nameIn, type NameTable, type NameTables } from './names-by-language';

const TURKISH: NameTable<CharacterId> = {
  'gandalf-grey': 'Gri Gandalf',
  // the rulebook's form throughout ("Isildur'un Varis'i oyuna girdiğinde")
  aragorn: "Aragorn – Isildur'un Varis",
  'gandalf-white': 'Beyaz Gandalf',
  'witch-king': 'Cadı Kral',
  'mouth-of-sauron': "Sauron'un Ağzı",
};

const GERMAN: NameTable<CharacterId> = {
  'gandalf-grey': 'Gandalf der Graue',
  strider: 'Streicher',
  aragorn: 'Aragorn – Isildurs Erbe',
  'gandalf-white': 'Gandalf der Weiße',
  'witch-king': 'Hexenkönig',
  'mouth-of-sauron': 'Mund Saurons',
};

const HUNGARIAN: NameTable<CharacterId> = {
  'gandalf-grey': 'Szürke Gandalf',
  strider: 'Vándor',
  merry: 'Trufiádok',
  gollum: 'Gollam',
  aragorn: 'Aragorn – Isildur örököse',
  'gandalf-white': 'Fehér Gandalf',
  saruman: 'Szarumán',
  'witch-king': 'Boszorkánykirály',
  'mouth-of-sauron': 'Szauron Szája',
};

/** The names by the language part of a locale (`de-AT` → `de`). */
export const CHARACTER_NAME_TABLES: NameTables<CharacterId> = {
  tr: TURKISH,
  de: GERMAN,
  hu: HUNGARIAN,
};

/**
 * The name of a character in a UI language (`tr`, `en`, …); `englishName` is the content's name, shown
 * where the language keeps it (and for an id the tables do not know).
 */
export function characterName(id: string, englishName: string, locale: string): string {
  return nameIn(CHARACTER_NAME_TABLES, locale, id, englishName);
}
