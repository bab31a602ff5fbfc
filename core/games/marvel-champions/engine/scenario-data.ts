// Scenarios from the imported catalog (issue 12 §1): a villain set of the data becomes the engine's
// scenario — villain stages per mode, main scheme stages, the scenario's other cards — with the
// modular, standard and expert sets it is played with, all as plain option data (`scenarioDef`,
// `sets`, `cards`) so a saved game replays without the catalog. Only set membership, stage numbers
// and quantities are read; card texts are never interpreted.

import type { McCard } from '../catalog/model';
import { adaptCards } from './adapter';
import { stageNumber } from './stage';
import type { CardDef } from './types';

/** The scenario part of the engine options (setup.ts `scenarioDef`). */
export interface ScenarioDef {
  readonly id: string;
  /** Villain stage codes per mode (§2.16: Standard I–II, Expert II–III). */
  readonly villain: { readonly standard: readonly string[]; readonly expert: readonly string[] };
  /** Main scheme stages in play order: the B sides (the A side is the card's `front`). */
  readonly mainScheme: readonly string[];
  /** The scenario set's other cards: code → copies (shuffled into the encounter deck, step 10). */
  readonly cards: { readonly [code: string]: number };
}

export interface ScenarioChoice {
  readonly scenario: string;
  readonly modular: readonly string[];
  readonly expert: boolean;
}

/** What a game of an imported scenario adds to the engine options. */
export interface ScenarioOptions {
  readonly scenario: string;
  readonly scenarioDef: ScenarioDef;
  readonly sets: { readonly [set: string]: { readonly [code: string]: number } };
  readonly cards: { readonly [code: string]: CardDef };
}

/** A scenario of the catalog, for the new-game form. */
export interface CatalogScenario {
  readonly id: string;
  /** Villain stage codes per mode, as far as the data has them. */
  readonly villain: ScenarioDef['villain'];
  readonly mainScheme: readonly string[];
  /** Villain stages present in the data (for Skirmish). */
  readonly stages: readonly number[];
  /** Modular set codes the scenario recommends (those of its own pack when the data says nothing). */
  readonly recommended: readonly string[];
}

/**
 * The Core Set's recommended modular sets (printed on each main scheme's 1A side; the data keeps
 * them only in that text, which we never parse). Other scenarios: the first modular set of their pack.
 */
const RECOMMENDED: { readonly [scenario: string]: readonly string[] } = {
  rhino: ['bomb_scare'],
  klaw: ['masters_of_evil'],
  ultron: ['under_attack'],
};

const originals = (cards: readonly McCard[]) => cards.filter((c) => !c.duplicateOf);
const inSet = (cards: readonly McCard[], set: string) => originals(cards).filter((c) => c.setCode === set);
const isBSide = (c: McCard) => /B$/i.test(c.stage ?? '');

/** A villain set's stages: villain stage codes per mode (§2.16) and main scheme B sides in order. */
function scenarioParts(own: readonly McCard[]) {
  const villains = own.filter((c) => c.typeCode === 'villain');
  const stage = (n: number) => villains.find((v) => stageNumber(v.stage) === n)?.code;
  const stages = (ns: readonly number[]) => ns.flatMap((n) => (stage(n) ? [stage(n)!] : []));
  const mains = own
    .filter((c) => c.typeCode === 'main_scheme' && isBSide(c))
    .sort((a, b) => (stageNumber(a.stage) ?? 0) - (stageNumber(b.stage) ?? 0));
  const numbers = [...new Set(villains.map((v) => stageNumber(v.stage)).filter((n) => n !== undefined))];
  return {
    stage,
    mains,
    villain: { standard: stages([1, 2]), expert: stages([2, 3]) },
    stages: numbers.sort((a, b) => a - b),
  };
}

/** Sets of the catalog that have a villain and a main scheme (villain sets). */
export function catalogScenarios(cards: readonly McCard[]): CatalogScenario[] {
  const sets = new Map<string, McCard[]>();
  for (const c of originals(cards)) {
    if (!c.setCode || (c.setTypeCode && c.setTypeCode !== 'villain')) continue;
    const list = sets.get(c.setCode) ?? [];
    list.push(c);
    sets.set(c.setCode, list);
  }
  const out: CatalogScenario[] = [];
  for (const [id, list] of sets) {
    const parts = scenarioParts(list);
    if (parts.stages.length === 0 || parts.mains.length === 0) continue;
    const pack = list[0].packCode;
    const own = originals(cards).find((c) => c.packCode === pack && c.setTypeCode === 'modular')?.setCode;
    out.push({
      id,
      villain: parts.villain,
      mainScheme: parts.mains.map((m) => m.code),
      stages: parts.stages,
      recommended: RECOMMENDED[id] ?? (own ? [own] : []),
    });
  }
  return out;
}

/** Modular set codes of the catalog (sets whose type is `modular` and that have cards). */
export function catalogModularSets(cards: readonly McCard[]): string[] {
  return [...new Set(originals(cards).flatMap((c) => (c.setTypeCode === 'modular' && c.setCode ? [c.setCode] : [])))];
}

const counts = (list: readonly McCard[]) => {
  const out: { [code: string]: number } = {};
  for (const c of list) out[c.code] = Math.max(1, c.quantity || 1);
  return out;
};

/**
 * A part of a scenario the imported data lacks, as data (translated by the renderer): the villain
 * set itself, a villain stage (`value`: its number), the main schemes, a main scheme stage (`value`:
 * its stage, e.g. `1A`, or `card` its code when the data gives none), a modular set (`value`: its
 * code), the standard or expert set.
 */
export interface MissingPart {
  readonly part:
    | 'scenarioSet'
    | 'villainStage'
    | 'mainScheme'
    | 'mainSchemeStage'
    | 'card'
    | 'modularSet'
    | 'standardSet'
    | 'expertSet';
  readonly value?: string;
}

/** The stable English description of a missing part (`villain stage III`, `modular set bomb_scare`, `standard set`). */
export function missingText(p: MissingPart): string {
  switch (p.part) {
    case 'scenarioSet':
      return `scenario ${p.value}`;
    case 'villainStage':
      return `villain stage ${'I'.repeat(Number(p.value))}`;
    case 'mainScheme':
      return 'main scheme';
    case 'mainSchemeStage':
    case 'card':
      return `main scheme ${p.value}`;
    case 'modularSet':
      return `modular set ${p.value}`;
    case 'standardSet':
      return 'standard set';
    case 'expertSet':
      return 'expert set';
  }
}

/** A missing part as one token for an error's params (`villainStage:3`, `standardSet`): `part[:value]`. */
export const missingToken = (p: MissingPart): string => (p.value === undefined ? p.part : `${p.part}:${p.value}`);

const setPart = (set: string): MissingPart =>
  set === 'standard'
    ? { part: 'standardSet' }
    : set === 'expert'
      ? { part: 'expertSet' }
      : { part: 'modularSet', value: set };

/** Sets of the imported data by code, with their cards, and the parts missing. */
function setsOf(cards: readonly McCard[], need: readonly string[]) {
  const sets: { [set: string]: { [code: string]: number } } = {};
  const used: McCard[] = [];
  const missing: string[] = [];
  const parts: MissingPart[] = [];
  for (const set of need) {
    const list = inSet(cards, set);
    if (list.length === 0) {
      parts.push(setPart(set));
      missing.push(missingText(setPart(set)));
    } else sets[set] = counts(list);
    used.push(...list);
  }
  return { sets, used, missing, parts };
}

/** Modular sets of the imported data played with one of our own scenarios: the options' `sets` and `cards`. */
export function mcImportedSets(
  cards: readonly McCard[],
  modular: readonly string[],
):
  | { ok: true; options: Pick<ScenarioOptions, 'sets' | 'cards'> }
  | { ok: false; missing: string[]; parts: MissingPart[] } {
  const { sets, used, missing, parts } = setsOf(cards, modular);
  return missing.length
    ? { ok: false, missing, parts }
    : { ok: true, options: { sets, cards: adaptCards(used).cards } };
}

/**
 * The engine options of a game of an imported scenario, or what the data lacks for it (each entry a
 * stable description: `villain stage II`, `main scheme`, `modular set bomb_scare`, `standard set`).
 * `modular` lists the sets of the imported data only (ours come from our content).
 */
export function mcScenarioOptions(
  cards: readonly McCard[],
  choice: ScenarioChoice,
): { ok: true; options: ScenarioOptions } | { ok: false; missing: string[]; parts: MissingPart[] } {
  const parts: MissingPart[] = [];
  const own = inSet(cards, choice.scenario);
  const { stage, mains, villain } = scenarioParts(own);
  if (own.length === 0) parts.push({ part: 'scenarioSet', value: choice.scenario });
  else
    for (const n of choice.expert ? [2, 3] : [1, 2]) if (!stage(n)) parts.push({ part: 'villainStage', value: `${n}` });
  if (own.length && mains.length === 0) parts.push({ part: 'mainScheme' });
  for (const m of mains)
    if (m.linkedCode && !own.some((c) => c.code === m.linkedCode))
      parts.push(m.stage ? { part: 'mainSchemeStage', value: m.stage } : { part: 'card', value: m.code });
  const need = [...choice.modular, 'standard', ...(choice.expert ? ['expert'] : [])];
  const sets = setsOf(cards, need);
  parts.push(...sets.parts);
  if (parts.length) {
    // each part once (a main scheme stage named twice)
    const seen = new Set<string>();
    const once = parts.filter((p) => !seen.has(missingToken(p)) && !!seen.add(missingToken(p)));
    return { ok: false, missing: [...new Set(once.map(missingText))], parts: once };
  }
  const deck = own.filter((c) => c.typeCode !== 'villain' && c.typeCode !== 'main_scheme');
  return {
    ok: true,
    options: {
      scenario: choice.scenario,
      scenarioDef: { id: choice.scenario, villain, mainScheme: mains.map((m) => m.code), cards: counts(deck) },
      sets: sets.sets,
      cards: adaptCards([...own, ...sets.used]).cards,
    },
  };
}
