/**
 * The effect vocabulary and the content validator (core/games/edge-of-darkness/data/effects.ts,
 * content-validate.ts): rules digest §4.7 (icons and the number rule), §3.3 (what the
 * Prologue allows), §2.1 (slot variants), §2.5 (a Citizen's Battle Strength), §3.2 step 7 (marks only on
 * neutral cards), and issue 16 "Bad input": a content file with unknown effects, duplicate ids or impossible
 * slot rules is refused with the line (JSON path, and the line of its text) and the reason, and nothing from
 * it is accepted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_FORMAT,
  CONTENT_PROBLEM_CODES,
  CONTENT_VERSION,
  CRAFT_REFUSALS,
  EFFECT_OPS,
  ICONS,
  amount,
  effectSchema,
  prologueAllowed,
  validateContent,
  validateContentText,
  type ContentProblem,
  type ContentResult,
  type Effect,
} from '../../../../core/games/edge-of-darkness';

/** A small valid file: one location, its advancement, one neutral Citizen. */
function file(): Record<string, unknown> {
  return {
    format: CONTENT_FORMAT,
    version: CONTENT_VERSION,
    id: 'my-set',
    name: { hu: 'Saját készlet' },
    locations: [
      {
        id: 'old-mill',
        name: { en: 'Old Mill' },
        types: ['coins'],
        abilities: [{ cost: [{ kind: 'return-agents', n: 1 }], effects: [{ op: 'gain', res: 'coin', n: 2 }] }],
      },
    ],
    advancements: [
      {
        id: 'miller',
        location: 'old-mill',
        name: { en: 'Miller' },
        variants: { middle: 3, bottom: 3 },
        contact: { cubes: 1, abilities: [{ effects: [{ op: 'dispatch', n: 2 }] }] },
        threat: { damage: 2, rewards: [{ op: 'gain', res: 'prestige' }] },
      },
    ],
    starters: [
      {
        id: 'baker',
        name: { en: 'Baker' },
        kind: 'citizen',
        guild: null,
        mark: null,
        contact: { cubes: 0, abilities: [{ effects: [{ op: 'battle' }] }] },
        threat: { damage: 1, rewards: [] },
      },
    ],
  };
}

const problems = (r: ContentResult): ContentProblem[] => (r.ok ? [] : r.problems);
const codes = (r: ContentResult) => problems(r).map((p) => [p.code, p.path]);

describe('§4.7 the effect vocabulary', () => {
  it('a number-less icon means 1; 0 and negative numbers are kept', () => {
    expect(amount({ op: 'gain', res: 'coin' })).toBe(1);
    expect(amount({ op: 'hunt' })).toBe(1);
    expect(amount({ op: 'gain', res: 'coin', n: 0 })).toBe(0);
    expect(effectSchema.safeParse({ op: 'gain', res: 'coin', n: 0 }).success).toBe(true);
    expect(effectSchema.safeParse({ op: 'gain', res: 'coin', n: -2 }).success).toBe(true);
    expect(effectSchema.safeParse({ op: 'battle', n: -1 }).success).toBe(true);
  });

  it('prestige is only gained; coins, influence and goodwill can be gained and lost', () => {
    expect(effectSchema.safeParse({ op: 'lose', res: 'prestige' }).success).toBe(false);
    for (const res of ['coin', 'influence', 'goodwill']) {
      expect(effectSchema.safeParse({ op: 'lose', res }).success).toBe(true);
      expect(effectSchema.safeParse({ op: 'gain', res }).success).toBe(true);
    }
    expect(effectSchema.safeParse({ op: 'gain', res: 'prestige' }).success).toBe(true);
  });

  it('dispatch and return name no location: they act on the location the effect belongs to', () => {
    expect(effectSchema.safeParse({ op: 'dispatch', n: 2 }).success).toBe(true);
    expect(effectSchema.safeParse({ op: 'dispatch', n: 2, location: 'old-mill' }).success).toBe(false);
  });

  it('every icon of §4.7 has a place in the model', () => {
    expect(Object.keys(ICONS).sort()).toEqual(
      [
        'agent',
        'battleStrength',
        'claimAllegiance',
        'coin',
        'damage',
        'defense',
        'dispatch',
        'draw',
        'goodwill',
        'hunt',
        'influence',
        'prestige',
        'return',
        'threatCube',
        'train',
      ].sort(),
    );
    expect(EFFECT_OPS).toEqual([
      'gain',
      'lose',
      'battle',
      'dispatch',
      'return',
      'train',
      'claim',
      'hunt',
      'draw',
      'cubes',
      'defense',
      'tower',
      'script',
    ]);
  });

  it('§3.3 the Prologue allows gaining tokens, dispatching and training; not returning, drawing, BS, cubes, claims, tower', () => {
    const allowed = (e: Effect) => prologueAllowed(e);
    expect(allowed({ op: 'gain', res: 'coin', n: 2 })).toBe(true);
    expect(allowed({ op: 'gain', res: 'prestige' })).toBe(true);
    expect(allowed({ op: 'dispatch', n: 1 })).toBe(true);
    expect(allowed({ op: 'train' })).toBe(true);
    expect(allowed({ op: 'return', n: 1 })).toBe(false);
    expect(allowed({ op: 'draw', n: 1 })).toBe(false);
    expect(allowed({ op: 'battle' })).toBe(false);
    expect(allowed({ op: 'cubes', n: 1, action: 'drop-in-tower' })).toBe(false);
    expect(allowed({ op: 'claim', from: 'street' })).toBe(false);
    expect(allowed({ op: 'tower', action: 'replace-card' })).toBe(false);
    expect(allowed({ op: 'script', id: 'swap-street-cards' })).toBe(false);
    expect(allowed({ op: 'script', id: 'swap-street-cards', prologue: true })).toBe(true);
  });
});

describe('content validator: accepted files', () => {
  it('accepts a well-formed file and returns it', () => {
    const r = validateContent(file());
    expect(problems(r)).toEqual([]);
    expect(r.ok && r.content.advancements?.[0].id).toBe('miller');
  });

  it('accepts a file of advancements for locations defined elsewhere (knownLocations)', () => {
    const f = { ...file(), locations: [] };
    expect(codes(validateContent(f))).toEqual([['unknown_location', '$.advancements[0].location']]);
    expect(validateContent(f, { knownLocations: ['old-mill'] }).ok).toBe(true);
  });
});

describe('content validator: refusals (issue 16 "Bad input"), nothing accepted', () => {
  it('an unknown effect, with its path', () => {
    const f = file();
    (f.advancements as { contact: { abilities: { effects: unknown[] }[] } }[])[0].contact.abilities[0].effects.push({
      op: 'teleport',
      n: 1,
    });
    const r = validateContent(f);
    expect(r.ok).toBe(false);
    expect('content' in r).toBe(false);
    expect(problems(r)).toEqual([
      {
        code: 'unknown_effect',
        path: '$.advancements[0].contact.abilities[0].effects[1].op',
        params: { op: 'teleport' },
      },
    ]);
  });

  it('an unknown cost, an unknown field, a missing field', () => {
    const f = file();
    const loc = (f.locations as Record<string, unknown>[])[0];
    loc.abilities = [{ cost: [{ kind: 'bribe', n: 1 }], effects: [{ op: 'hunt', extra: true }] }];
    delete loc.types;
    expect(codes(validateContent(f))).toEqual([
      ['missing_field', '$.locations[0].types'],
      ['unknown_cost', '$.locations[0].abilities[0].cost[0].kind'],
      ['unknown_field', '$.locations[0].abilities[0].effects[0].extra'],
    ]);
  });

  it('duplicate ids (one namespace for the file), each naming the first', () => {
    const f = file();
    (f.advancements as Record<string, unknown>[]).push({
      ...(f.advancements as Record<string, unknown>[])[0],
    });
    (f.starters as Record<string, unknown>[])[0].id = 'old-mill';
    const r = validateContent(f);
    expect(problems(r)).toEqual([
      { code: 'duplicate_id', path: '$.advancements[1].id', params: { id: 'miller', first: '$.advancements[0].id' } },
      { code: 'duplicate_id', path: '$.starters[0].id', params: { id: 'old-mill', first: '$.locations[0].id' } },
    ]);
  });

  it("a user's file may not reuse an id of other content (takenIds, e.g. the bundled set)", () => {
    const r = validateContent(file(), { takenIds: ['miller', 'nothing'] });
    expect(problems(r)).toEqual([{ code: 'id_taken', path: '$.advancements[0].id', params: { id: 'miller' } }]);
  });

  it('§2.1 impossible slot rules: a slot that does not exist, no variant at all, negative copies', () => {
    const variants = (v: unknown) => {
      const f = file();
      (f.advancements as Record<string, unknown>[])[0].variants = v;
      return codes(validateContent(f));
    };
    expect(variants({ side: 2 })).toEqual([['unknown_slot', '$.advancements[0].variants.side']]);
    expect(variants({})).toEqual([['no_slot_variant', '$.advancements[0].variants']]);
    expect(variants({ top: 0, middle: 0 })).toEqual([['no_slot_variant', '$.advancements[0].variants']]);
    expect(variants({ bottom: -1 })).toEqual([['too_small', '$.advancements[0].variants.bottom']]);
    expect(variants({ top: 1.5 })).toEqual([['wrong_type', '$.advancements[0].variants.top']]);
  });

  it('§4.7 dispatch/return on a starter card or its threat: no location is linked', () => {
    const f = file();
    const s = (f.starters as Record<string, unknown>[])[0];
    s.contact = { cubes: 0, abilities: [{ effects: [{ op: 'battle' }, { op: 'dispatch', n: 1 }] }] };
    s.threat = { damage: 1, rewards: [{ op: 'return', n: 1 }] };
    expect(codes(validateContent(f))).toEqual([
      ['no_associated_location', '$.starters[0].contact.abilities[0].effects[1]'],
      ['no_associated_location', '$.starters[0].threat.rewards[0]'],
    ]);
  });

  it('§2.5 a Citizen gives 1 Battle Strength; §3.2 step 7 marks are on neutral cards only', () => {
    const f = file();
    const s = (f.starters as Record<string, unknown>[])[0];
    s.contact = { cubes: 0, abilities: [{ effects: [{ op: 'gain', res: 'coin' }] }] };
    s.guild = 'fede';
    s.mark = 4;
    expect(codes(validateContent(f))).toEqual([
      ['mark_on_guild_card', '$.starters[0].mark'],
      ['citizen_without_battle', '$.starters[0].contact'],
    ]);
  });

  it('an unknown script (an effect the engine cannot run) is refused', () => {
    const f = file();
    (f.locations as Record<string, unknown>[])[0].abilities = [{ effects: [{ op: 'script', id: 'summon-dragon' }] }];
    expect(problems(validateContent(f))).toEqual([
      {
        code: 'unknown_script',
        path: '$.locations[0].abilities[0].effects[0].id',
        params: { script: 'summon-dragon' },
      },
    ]);
    expect(validateContent(f, { scripts: ['summon-dragon'] }).ok).toBe(true);
  });

  it('wrong format, version, types, enum values, ids and empty names', () => {
    const f: Record<string, unknown> = { ...file(), format: 'other', version: 2, id: 'Bad Id', name: {} };
    (f.locations as Record<string, unknown>[])[0].types = ['tavern'];
    expect(codes(validateContent(f))).toEqual([
      ['unknown_value', '$.format'],
      ['unknown_value', '$.version'],
      ['bad_format', '$.id'],
      ['empty_text', '$.name'],
      ['unknown_value', '$.locations[0].types[0]'],
    ]);
    expect(codes(validateContent(null))).toEqual([['wrong_type', '$']]);
    expect(codes(validateContent([]))).toEqual([['wrong_type', '$']]);
  });

  it('every code the validator can give is a known code', () => {
    const seen = new Set<string>();
    const bad = [
      validateContent({ ...file(), locations: 5 }),
      validateContent({ ...file(), id: 'x'.repeat(80) }),
      validateContentText('{'),
    ];
    for (const r of bad) for (const p of problems(r)) seen.add(p.code);
    for (const c of seen) expect(CONTENT_PROBLEM_CODES).toContain(c);
  });
});

describe("content validator: the line of each problem in the file's text", () => {
  it('a syntax error gives its line and column', () => {
    const r = validateContentText('{\n  "format": "x",\n  "id" "y"\n}');
    expect(problems(r)).toEqual([{ code: 'json_syntax', path: '$', line: 3, params: { column: 8 } }]);
  });

  it('a problem gives the line of the value it is about', () => {
    const f = file();
    (f.advancements as { contact: { abilities: { effects: unknown[] }[] } }[])[0].contact.abilities[0].effects.push({
      op: 'teleport',
    });
    const text = JSON.stringify(f, null, 2);
    const r = validateContentText(text);
    const p = problems(r)[0];
    expect(p.code).toBe('unknown_effect');
    expect(text.split('\n')[(p.line ?? 0) - 1]).toContain('"teleport"');
  });

  it('a duplicate id and a missing field point at their lines (a missing field at its object)', () => {
    const f = file();
    (f.starters as Record<string, unknown>[])[0].id = 'miller';
    delete (f.locations as Record<string, unknown>[])[0].name;
    const text = JSON.stringify(f, null, 2);
    const lines = text.split('\n');
    const ps = problems(validateContentText(text));
    expect(ps.map((p) => p.code)).toEqual(['missing_field']);
    expect(lines[(ps[0].line ?? 0) - 1].trim()).toBe('{');
    // Fix the shape; the duplicate is then found with its line.
    (f.locations as Record<string, unknown>[])[0].name = { en: 'Old Mill' };
    const text2 = JSON.stringify(f, null, 2);
    const dup = problems(validateContentText(text2))[0];
    expect(dup.code).toBe('duplicate_id');
    expect(text2.split('\n')[(dup.line ?? 0) - 1]).toContain('"id": "miller"');
  });
});

describe('refusal messages in all four languages (renderer/src/locales/eod)', () => {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../renderer/src/locales/eod');
  it.each(['en', 'tr', 'de', 'hu'])('%s has a message for every content problem and crafting refusal', (lang) => {
    const messages = JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as {
      eod: { content: { problems: Record<string, string> }; craft: Record<string, string> };
    };
    for (const code of CONTENT_PROBLEM_CODES) expect(messages.eod.content.problems[code], code).toBeTruthy();
    for (const code of [
      ...CRAFT_REFUSALS,
      'not_neutral',
      'no_slips_left',
      'prologue_not_own_starter',
      'seed_not_neutral_citizen',
      'seed_card_already_seeded',
      'prologue_already_picked',
    ]) {
      expect(messages.eod.craft[code], code).toBeTruthy();
    }
  });
});
