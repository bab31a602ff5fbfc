/**
 * War of the Ring event cards (rules digest §4.6 event cards, §8.5 combat cards): the 96 cards as data.
 * Checks counts, ids, well-formed Ops/Conds, a few facts the digest states, and compares names, combat names,
 * sides and icons with the reference list ../shared/data/war-of-the-ring/cards.csv when it is present.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  EVENT_CARDS,
  FP_CHARACTER_EVENTS,
  FP_STRATEGY_EVENTS,
  SHADOW_CHARACTER_EVENTS,
  SHADOW_STRATEGY_EVENTS,
  eventCard,
  eventCardId,
} from '../../../../../core/games/war-of-the-ring/data/events';
import { COMBAT_CARDS } from '../../../../../core/games/war-of-the-ring/data/events-combat';
import { validateEventCard } from '../../../../../core/games/war-of-the-ring/data/events-validate';
import {
  EVENT_REGION_IDS,
  type Op,
  type RegionFilter,
} from '../../../../../core/games/war-of-the-ring/data/event-types';
import { REGION_IDS } from '../../../../../core/games/war-of-the-ring/data/ids';
import { region } from '../../../../../core/games/war-of-the-ring/data/regions';
import { HUNT_TILE_BY_ID, SPECIAL_HUNT_TILES } from '../../../../../core/games/war-of-the-ring/data/hunt';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const REFERENCE_DIR = process.env.WOTR_REFERENCE_DATA || path.resolve(PROJECT_ROOT, '../shared/data/war-of-the-ring');
const CARDS_CSV = path.join(REFERENCE_DIR, 'cards.csv');
const WORLDMAP_CSV = path.join(REFERENCE_DIR, 'worldmap.csv');
const HAS_REFERENCE = fs.existsSync(CARDS_CSV);

/** Names compared loosely: diacritics, punctuation and case ignored. */
function loose(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Known, explained differences from cards.csv (name in the reference → our name). Each must still be a real
 * difference, so the list cannot go stale.
 */
const KNOWN_NAME_DIFFERENCES: Readonly<Record<string, string>> = {
  // The card spells the Elves of Lórien as in the books ("Galadhrim"); the reference drops the h.
  "Celeborn's Galadrim": "Celeborn's Galadhrim",
};

function allOps(ops: readonly Op[]): Op[] {
  const out: Op[] = [];
  for (const op of ops) {
    out.push(op);
    if (op.op === 'if') out.push(...allOps(op.then), ...allOps(op.else ?? []));
    if (op.op === 'choose') for (const o of op.options) out.push(...allOps(o.effect));
    if (op.op === 'roll') out.push(...allOps(op.perSuccess));
    if (op.op === 'draw-tiles-omen') out.push(...allOps(op.ifAllEyes));
  }
  return out;
}

describe('WotR event cards: counts and ids (§4.6)', () => {
  it('has 96 cards, 24 in each of the four decks, with the right side, deck and icon', () => {
    expect(EVENT_CARDS).toHaveLength(96);
    const decks = [
      [FP_CHARACTER_EVENTS, 'fp', 'character'],
      [FP_STRATEGY_EVENTS, 'fp', 'strategy'],
      [SHADOW_CHARACTER_EVENTS, 'shadow', 'character'],
      [SHADOW_STRATEGY_EVENTS, 'shadow', 'strategy'],
    ] as const;
    for (const [deck, side, kind] of decks) {
      expect(deck).toHaveLength(24);
      for (const c of deck) {
        expect(c.side).toBe(side);
        expect(c.deck).toBe(kind);
        // Character-deck cards carry the Character icon; Strategy cards Army or Muster (§4.6).
        if (kind === 'character') expect(c.icon).toBe('character');
        else expect(['army', 'muster']).toContain(c.icon);
      }
    }
  });

  it('gives every card a unique id <side>.<kebab name> that looks it up', () => {
    const ids = EVENT_CARDS.map((c) => c.id);
    expect(new Set(ids).size).toBe(96);
    for (const c of EVENT_CARDS) {
      expect(c.id).toBe(eventCardId(c.side, c.name));
      expect(c.id).toMatch(/^(fp|shadow)\.[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(eventCard(c.id)).toBe(c);
    }
    expect(eventCardId('shadow', 'The Palantír of Orthanc')).toBe('shadow.the-palantir-of-orthanc');
    expect(eventCardId('fp', 'Athelas')).toBe('fp.athelas');
  });

  it('has unique names and a one-line summary on every card and combat card', () => {
    expect(new Set(EVENT_CARDS.map((c) => loose(c.name))).size).toBe(96);
    for (const c of EVENT_CARDS) {
      expect(c.summary.length, c.id).toBeGreaterThan(15);
      expect(c.summary, c.id).not.toContain('\n');
      expect(c.combat.summary, c.id).not.toContain('\n');
    }
  });
});

describe('WotR event cards: structure (event-types vocabulary)', () => {
  it('every card is well-formed: known ops and conditions, valid ids, dice, hit numbers, binds', () => {
    const problems = EVENT_CARDS.flatMap((c) => validateEventCard(c));
    expect(problems).toEqual([]);
  });

  it('the validator catches bad data (it is not vacuous)', () => {
    const good = FP_STRATEGY_EVENTS[0]!;
    const bad = {
      ...good,
      effect: [
        {
          op: 'recruit',
          nation: 'hobbits',
          units: [{ kind: 'unit', count: 0 }],
          where: { kind: 'fixed', region: 'mordor' },
        },
        { op: 'roll', dice: 7, hitOn: 7, perSuccess: [{ op: 'teleport' }] },
        {
          op: 'recruit',
          nation: 'elves',
          units: [{ kind: 'unit', count: 1 }],
          where: { kind: 'bound', name: 'nowhere' },
        },
        { op: 'die-modifier', target: 'self', roll: 'combat', delta: 1 },
      ],
    } as unknown as typeof good;
    const problems = validateEventCard(bad).join('\n');
    expect(problems).toMatch(/unknown nation 'hobbits'/);
    expect(problems).toMatch(/unknown region 'mordor'/);
    expect(problems).toMatch(/count must be a positive integer/);
    expect(problems).toMatch(/dice 7 not in 1\.\.5/);
    expect(problems).toMatch(/hit number 7/);
    expect(problems).toMatch(/unknown op 'teleport'/);
    expect(problems).toMatch(/'nowhere' used before it is bound/);
    expect(problems).toMatch(/combat op 'die-modifier' in an event effect/);
  });

  it('every effect that must act does something, and table cards say how they work', () => {
    for (const c of EVENT_CARDS) {
      const hasSomething = c.effect.length > 0 || c.onTable !== undefined;
      expect(hasSomething, c.id).toBe(true);
      if (c.onTable) {
        const t = c.onTable;
        const acts = (t.rules?.length ?? 0) + (t.discardFor?.length ?? 0) + (t.whileInPlay?.length ?? 0);
        expect(acts, c.id).toBeGreaterThan(0);
      }
      expect(c.combat.effect.length, c.id).toBeGreaterThan(0);
    }
  });

  it('keeps a table card only while the condition it was played under holds (§4.6, seed: discarded at once)', () => {
    for (const c of EVENT_CARDS.filter((x) => x.onTable)) {
      for (const cond of c.precondition) expect(c.onTable?.keepWhile ?? [], c.id).toContainEqual(cond);
    }
  });

  it('puts each of the eight special hunt tiles in play from exactly one card of its side (§5.10)', () => {
    const tiles = EVENT_CARDS.flatMap((c) =>
      allOps(c.effect)
        .filter((op) => op.op === 'add-special-tile')
        .map((op) => ({ side: c.side, deck: c.deck, tile: (op as { tile: string }).tile })),
    );
    expect(tiles).toHaveLength(8);
    expect(new Set(tiles.map((t) => t.tile)).size).toBe(8);
    for (const t of tiles) {
      expect(t.tile.startsWith(`${t.side}.`)).toBe(true);
      expect(t.deck).toBe('character');
    }
  });

  it('brings each special tile of data/hunt.ts with the card that names it, with the face the card stands for', () => {
    // What each card's tile shows (Appendix A.2 faces; the card↔tile pairing is ours, RULINGS "Event cards").
    const expected: Record<string, { damage: number | 'eye' | 'die'; reveal: boolean; stop: boolean }> = {
      'fp.elven-cloaks': { damage: 0, reveal: false, stop: false },
      'fp.elven-rope': { damage: 0, reveal: false, stop: false },
      'fp.smeagol-helps-nice-master': { damage: -1, reveal: false, stop: false },
      'fp.phial-of-galadriel': { damage: -2, reveal: false, stop: false },
      'shadow.give-it-to-uss': { damage: 1, reveal: true, stop: true },
      'shadow.on-on-they-went': { damage: 3, reveal: false, stop: true },
      'shadow.shelobs-lair': { damage: 'die', reveal: false, stop: true },
      'shadow.the-ring-is-mine': { damage: 'eye', reveal: true, stop: true },
    };
    const brought = new Map<string, string>();
    for (const c of EVENT_CARDS) {
      for (const op of allOps(c.effect)) if (op.op === 'add-special-tile') brought.set(op.tile, c.id);
    }
    expect([...brought.keys()].sort()).toEqual(SPECIAL_HUNT_TILES.map((t) => t.id).sort());
    for (const [tileId, cardId] of brought) {
      const t = HUNT_TILE_BY_ID[tileId]!;
      expect({ damage: t.damage, reveal: t.reveal, stop: t.stop }, cardId).toEqual(expected[cardId]);
      expect(t.kind, cardId).toBe(cardId.startsWith('fp.') ? 'fp-special' : 'shadow-special');
      if (t.card !== null) expect(t.card, tileId).toBe(cardId);
    }
  });

  it('shares each combat card between sides only within one side, 21 Free Peoples and 17 Shadow', () => {
    const bySide = { fp: new Set<string>(), shadow: new Set<string>() };
    for (const c of EVENT_CARDS) bySide[c.side].add(c.combat.name);
    expect(bySide.fp.size).toBe(21);
    expect(bySide.shadow.size).toBe(17);
    expect([...bySide.fp].filter((n) => bySide.shadow.has(n))).toEqual([]);
    expect(Object.keys(COMBAT_CARDS)).toHaveLength(38);
  });
});

/** Every object with a RegionFilter shape found anywhere in a card (filters, `where`, `in` lists). */
function regionFilters(value: unknown, out: RegionFilter[] = []): RegionFilter[] {
  if (Array.isArray(value)) for (const v of value) regionFilters(v, out);
  else if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if (Array.isArray(obj.in) && (typeof obj.nation === 'string' || typeof obj.settlementOf === 'string')) {
      out.push(obj as RegionFilter);
    }
    for (const v of Object.values(obj)) regionFilters(v, out);
  }
  return out;
}

describe('WotR event cards against the map (data/ids.ts, data/regions.ts)', () => {
  it('uses the region ids of data/ids.ts', () => {
    expect(EVENT_REGION_IDS).toBe(REGION_IDS);
  });

  it('names regions that agree with their nation wherever a filter lists both (§1.7)', () => {
    const problems: string[] = [];
    for (const c of EVENT_CARDS) {
      for (const f of regionFilters([c.precondition, c.effect, c.onTable, c.combat])) {
        for (const id of f.in ?? []) {
          const r = region(id);
          if (typeof f.nation === 'string' && !['fp', 'shadow'].includes(f.nation) && r.nation !== f.nation) {
            problems.push(`${c.id}: ${id} is not a ${f.nation} region`);
          }
          if (typeof f.settlementOf === 'string' && (r.nation !== f.settlementOf || !r.settlement)) {
            problems.push(`${c.id}: ${id} is not a ${f.settlementOf} settlement`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('recruits at fixed places that are real regions of the right kind', () => {
    // §6.6: cards name the regions; the ones naming a nation's home are in that nation.
    const homes: Record<string, string> = {
      'fp.imrahil-of-dol-amroth': 'dol-amroth',
      'fp.guards-of-the-citadel': 'minas-tirith',
      'fp.dain-ironfoots-guard': 'erebor',
      'fp.grimbeorn-the-old-son-of-beorn': 'carrock',
      'fp.king-brands-men': 'dale',
      'fp.kindred-of-glorfindel': 'rivendell',
      'fp.celeborns-galadhrim': 'lorien',
      'fp.thranduils-archers': 'woodland-realm',
      'shadow.the-king-is-revealed': 'minas-morgul',
    };
    for (const [id, home] of Object.entries(homes)) {
      const c = eventCard(id)!;
      const recruit = allOps(c.effect).find((op) => op.op === 'recruit') as Extract<Op, { op: 'recruit' }>;
      expect(recruit.where, id).toEqual({ kind: 'fixed', region: home });
      expect(region(home as (typeof REGION_IDS)[number]).nation, id).toBe(recruit.nation);
    }
  });

  it('sends the Corsairs to a Gondor region that the map marks coastal (Cirdan too needs coasts)', () => {
    const coastalGondor = REGION_IDS.filter((id) => region(id).nation === 'gondor' && region(id).coastal);
    expect(coastalGondor.length).toBeGreaterThan(0);
    expect(region('umbar').coastal).toBe(true);
  });
});

describe('WotR event cards: facts stated by the digest', () => {
  it('§4.6: Imrahil of Dol Amroth recruits a Gondor Leader and a unit in Dol Amroth', () => {
    const imrahil = eventCard('fp.imrahil-of-dol-amroth')!;
    expect(imrahil.effect).toEqual([
      {
        op: 'recruit',
        nation: 'gondor',
        units: [
          { kind: 'unit', count: 1 },
          { kind: 'leader', count: 1 },
        ],
        where: { kind: 'fixed', region: 'dol-amroth' },
      },
    ]);
  });

  it("§4.6: Denethor's Folly lies on the table only while Minas Tirith is besieged", () => {
    const folly = eventCard('shadow.denethors-folly')!;
    expect(folly.onTable?.keepWhile).toEqual([
      { c: 'exists', where: { in: ['minas-tirith'], army: { side: 'shadow', besieging: true } } },
    ]);
  });

  it('§4.6: Paths of the Woses is an FP Strategy card played with an Army result', () => {
    const woses = eventCard('fp.paths-of-the-woses')!;
    expect([woses.side, woses.deck, woses.icon]).toEqual(['fp', 'strategy', 'army']);
  });

  it("§8.5: Scouts (initiative 1) resolves before Durin's Bane (initiative 2)", () => {
    expect(COMBAT_CARDS.scouts.initiative).toBe(1);
    expect(COMBAT_CARDS['durins-bane'].initiative).toBe(2);
    expect(COMBAT_CARDS['durins-bane'].effect[0]).toMatchObject({ op: 'special-strike', step: 'before-roll' });
    expect(COMBAT_CARDS.scouts.effect[0]).toMatchObject({ op: 'retreat-or-withdraw' });
  });

  it('§8.5: Mûmakil has one initiative number per effect', () => {
    expect(COMBAT_CARDS.mumakil.initiative).toEqual([3, 5]);
    expect(COMBAT_CARDS.mumakil.effect).toHaveLength(2);
  });

  it('§11.7 q23: there are three "Ents Awake" cards', () => {
    expect(EVENT_CARDS.filter((c) => c.name.startsWith('The Ents Awake')).map((c) => c.side)).toEqual([
      'fp',
      'fp',
      'fp',
    ]);
  });

  it('§5.15: Balrog of Moria can draw an extra tile when the Fellowship passes Moria', () => {
    const balrog = eventCard('shadow.balrog-of-moria')!;
    expect(balrog.onTable?.discardFor?.[0]?.trigger).toBe('fellowship-through-moria-declared-or-revealed');
  });
});

describe('WotR event cards: uncertain cards are listed in RULINGS.md', () => {
  it('names every card marked uncertain under the event-card heading', () => {
    const rulings = fs.readFileSync(path.join(PROJECT_ROOT, 'core/games/war-of-the-ring/RULINGS.md'), 'utf8');
    const start = rulings.indexOf('## Event cards');
    expect(start).toBeGreaterThanOrEqual(0);
    const section = rulings.slice(start);
    const uncertain = EVENT_CARDS.filter((c) => c.uncertain);
    expect(uncertain.length).toBeGreaterThan(0);
    for (const c of uncertain) expect(section, c.id).toContain(c.name);
  });
});

describe.skipIf(!HAS_REFERENCE)('WotR event cards against ../shared/data/war-of-the-ring/cards.csv', () => {
  interface RefCard {
    name: string;
    combat: string;
    side: 'fp' | 'shadow';
    icon: 'character' | 'army' | 'muster';
  }
  const ref: RefCard[] = HAS_REFERENCE
    ? fs
        .readFileSync(CARDS_CSV, 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .map((line) => {
          const [name, combat, side, icon] = line.split('|').map((s) => s.trim());
          return {
            name: KNOWN_NAME_DIFFERENCES[name!] ?? name!,
            combat: combat!,
            side: side === 'FREE' ? 'fp' : 'shadow',
            icon: icon!.toLowerCase() as RefCard['icon'],
          };
        })
    : [];

  it('lists the same 96 cards, with the same combat card, side and icon (differences reported)', () => {
    expect(ref).toHaveLength(96);
    const ours = new Map(EVENT_CARDS.map((c) => [loose(c.name), c]));
    const differences: string[] = [];
    for (const r of ref) {
      const c = ours.get(loose(r.name));
      if (!c) {
        differences.push(`missing: ${r.name}`);
        continue;
      }
      if (loose(c.combat.name) !== loose(r.combat))
        differences.push(`${r.name}: combat ${c.combat.name} ≠ ${r.combat}`);
      if (c.side !== r.side) differences.push(`${r.name}: side ${c.side} ≠ ${r.side}`);
      if (c.icon !== r.icon) differences.push(`${r.name}: icon ${c.icon} ≠ ${r.icon}`);
    }
    const refNames = new Set(ref.map((r) => loose(r.name)));
    for (const c of EVENT_CARDS) if (!refNames.has(loose(c.name))) differences.push(`extra: ${c.name}`);
    expect(differences).toEqual([]);
  });

  it('keeps the known name differences real', () => {
    const raw = fs.readFileSync(CARDS_CSV, 'utf8');
    for (const [theirs, ours] of Object.entries(KNOWN_NAME_DIFFERENCES)) {
      expect(raw).toContain(`${theirs}|`);
      expect(loose(theirs)).not.toBe(loose(ours));
      expect(EVENT_CARDS.some((c) => c.name === ours)).toBe(true);
    }
  });

  it('uses the board region ids (kebab case of the reference region names)', () => {
    const names = fs
      .readFileSync(WORLDMAP_CSV, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => l.split('|')[0]!);
    const kebab = names.map((n) =>
      n
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/['’,]/g, '')
        .trim()
        .replace(/\s+/g, '-'),
    );
    expect([...EVENT_REGION_IDS].sort()).toEqual(kebab.sort());
  });
});
