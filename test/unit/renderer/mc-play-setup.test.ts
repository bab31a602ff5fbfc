import { afterEach, describe, expect, it } from 'vitest';
import { mcOptionsSchema } from '../../../core/games/marvel-champions/engine';
import { mcPlayContent } from '../../../core/games/marvel-champions/play-content';
import { seatsFor } from '../../../core/games/marvel-champions/engine/setup';
import {
  cardLines,
  effectText,
  keywordTexts,
  type Translate,
} from '../../../renderer/src/games/marvel-champions/play/card-text';
import {
  deckChoice,
  deckIdOf,
  defaultForm,
  formProblems,
  identityOfChoice,
  missingPartText,
  seatOf,
  toSetup,
  withHeroes,
  withPeople,
  withScenario,
  type SetupDeck,
} from '../../../renderer/src/games/marvel-champions/play/setup-model';
import { messageKeys, MODULE_MESSAGES, namedParams, provideParamNames } from '../../../renderer/src/games/text';
import { optionsRefusal, SETUPS, setupFor } from '../../../renderer/src/games/setups';
import { BOARDS } from '../../../renderer/src/games/boards';
import { createAppI18n } from '../../../renderer/src/i18n';

/**
 * The new-game form (§3.1 setup choices, §2.16 modes) gives options the engine accepts as they
 * are; the card texts written from the engine's definitions; the module message prefix and the
 * param names a board gives the log.
 */
const content = mcPlayContent(null);

describe('new-game form (setup-model)', () => {
  it('defaults: the first starter hero, the first scenario with its modular set, standard, one person', () => {
    const f = defaultForm(content);
    expect(f.heroes).toEqual([content.heroes[0].identity]);
    expect(f.scenario).toBe(content.scenarios[0].id);
    expect(f.modular).toEqual(content.scenarios[0].defaultModular);
    expect(f.people).toBe('solo');
    expect(formProblems(f, content)).toEqual([]);
  });

  it('the options go through the engine schema unchanged; seats and players agree with the engine', () => {
    let f = defaultForm(content);
    f = withHeroes(f, [content.heroes[0].identity, content.heroes[1].identity]);
    f = {
      ...f,
      expert: true,
      heroic: 2,
      skirmish: content.scenarios[0].stages[1] ?? null,
      firstPlayer: 1,
      table: true,
      seed: ' s1 ',
    };
    const setup = toSetup(f, content)!;
    const parsed = mcOptionsSchema.safeParse(setup.options);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject(setup.options as object);
    expect(setup.players).toEqual([{ id: 'p1', seats: seatsFor(parsed.data!) }]);
    expect(setup.seed).toBe('s1');
    const hot = toSetup({ ...withPeople(f, 'hotseat'), names: ['Ann', ''] }, content)!;
    expect(hot.players).toEqual([
      { id: 'p1', seats: ['P1'], name: 'Ann' },
      { id: 'p2', seats: ['P2'] },
    ]);
    expect(seatOf(3)).toBe('P4');
  });

  it('problems: no hero, the same hero twice (mc.sameIdentityTwice), a first player who is not playing, heroic beyond 5', () => {
    const f = defaultForm(content);
    const h = content.heroes[0].identity;
    expect(formProblems({ ...f, heroes: [] }, content)).toContain('noHero');
    expect(formProblems({ ...f, heroes: [h, h] }, content)).toContain('sameHero');
    expect(formProblems({ ...f, firstPlayer: 3 }, content)).toContain('badFirstPlayer');
    expect(formProblems({ ...f, heroic: 6 }, content)).toContain('badHeroic');
    expect(formProblems({ ...f, scenario: 'nowhere' }, content)).toContain('noScenario');
    expect(formProblems({ ...f, skirmish: 9 }, content)).toContain('badSkirmish');
    expect(toSetup({ ...f, heroes: [] }, content)).toBeNull();
    // what the form lets through, the engine accepts too
    expect(mcOptionsSchema.safeParse({ heroes: [{ identity: h }, { identity: h }] }).success).toBe(false);
  });

  it('removing heroes keeps the first player valid; names follow the people', () => {
    let f = withHeroes(
      defaultForm(content),
      content.heroes.slice(0, 3).map((x) => x.identity),
    );
    f = { ...f, firstPlayer: 2 };
    f = withHeroes(f, f.heroes.slice(0, 1));
    expect(f.firstPlayer).toBe(0);
    expect(
      withPeople(
        withHeroes(
          f,
          content.heroes.slice(0, 2).map((x) => x.identity),
        ),
        'hotseat',
      ).names,
    ).toHaveLength(2);
    expect(withPeople(f, 'solo').names).toHaveLength(1);
    expect(withScenario(f, content, content.scenarios[0].id).modular).toEqual(content.scenarios[0].defaultModular);
  });
});

describe('new-game form: saved decks as hero seats', () => {
  const deck = (id: string, identity: string | null, more: Partial<SetupDeck> = {}): SetupDeck => ({
    id,
    name: `Deck ${id.slice(0, 1)}`,
    identity,
    identityName: identity ? `Hero ${identity}` : null,
    valid: true,
    problems: 0,
    ...more,
  });
  const A = '11111111-1111-4111-8111-111111111111';
  const B = '22222222-2222-4222-8222-222222222222';
  const decks = [deck(A, '90001a'), deck(B, '90001a', { valid: false, problems: 2 })];

  it('a deck seat becomes { deckId } next to starter heroes; the backend resolves it (the engine never sees deckId)', () => {
    const f = withHeroes(defaultForm(content), [deckChoice(A), content.heroes[0].identity]);
    expect(deckIdOf(f.heroes[0])).toBe(A);
    expect(deckIdOf(f.heroes[1])).toBeNull();
    const setup = toSetup(f, content, decks)!;
    expect((setup.options as { heroes: unknown[] }).heroes).toEqual([
      { deckId: A },
      { identity: content.heroes[0].identity },
    ]);
    expect(setup.players).toEqual([{ id: 'p1', seats: ['P1', 'P2'] }]);
  });

  it('an illegal deck plays only once the player confirms (issue 12 "Bad input"); the same identity twice, a gone deck, a deck without identity or without the catalog cannot (§3.1)', () => {
    const f = defaultForm(content);
    expect(formProblems({ ...f, heroes: [deckChoice(B)] }, content, decks)).toEqual(['illegalNotConfirmed']);
    expect(toSetup({ ...f, heroes: [deckChoice(B)] }, content, decks)).toBeNull();
    const confirmed = toSetup({ ...f, heroes: [deckChoice(B)], confirmIllegal: true }, content, decks);
    expect((confirmed!.options as { heroes: unknown[] }).heroes).toEqual([{ deckId: B, confirmIllegal: true }]);
    // a legal deck never carries the confirmation
    expect(
      (
        toSetup({ ...f, heroes: [deckChoice(A)], confirmIllegal: true }, content, decks)!.options as {
          heroes: unknown[];
        }
      ).heroes,
    ).toEqual([{ deckId: A }]);
    // two decks of one identity: the engine would refuse mc.sameIdentityTwice
    expect(identityOfChoice(deckChoice(B), decks)).toBe('90001a');
    expect(formProblems({ ...f, heroes: [deckChoice(A), deckChoice(B)] }, content, decks)).toContain('sameHero');
    expect(formProblems({ ...f, heroes: [deckChoice(A), deckChoice(A)] }, content, decks)).toContain('sameHero');
    expect(formProblems({ ...f, heroes: [deckChoice(A)] }, content, [])).toContain('deckMissing');
    expect(formProblems({ ...f, heroes: [deckChoice(A)] }, content, [deck(A, null)])).toContain('deckNoIdentity');
    expect(
      formProblems({ ...f, heroes: [deckChoice(A)] }, content, [
        deck(A, '90001a', { valid: false, unchecked: 'catalog_not_imported' }),
      ]),
    ).toContain('deckUnchecked');
    expect(toSetup({ ...f, heroes: [deckChoice(A)] }, content, [])).toBeNull();
  });

  it('every setup problem has a message in every language', () => {
    for (const lang of ['en', 'tr', 'de', 'hu'] as const) {
      const i18n = createAppI18n(lang);
      for (const p of ['deckMissing', 'deckNoIdentity', 'deckUnchecked', 'sameHero', 'illegalNotConfirmed'])
        expect(i18n.global.te(`mc.play.ui.setup.problem.${p}`, lang), `${lang}:${p}`).toBe(true);
      for (const k of ['savedDecksHint', 'deckLegal', 'deckIllegal', 'deckUnchecked', 'illegalDeck', 'confirmIllegal'])
        expect(i18n.global.te(`mc.play.ui.setup.${k}`, lang), `${lang}:${k}`).toBe(true);
    }
  });
});

describe('registries: the Marvel Champions board and setup form', () => {
  it('are registered for the module id', () => {
    expect(Object.keys(BOARDS)).toContain('marvel-champions');
    expect(Object.keys(SETUPS)).toContain('marvel-champions');
    expect(setupFor('marvel-champions')).not.toBeNull();
    expect(setupFor('fixture-skirmish')).toBeNull();
  });

  it("a module's refusal of the options is shown as its own reason (translated through mc.play.*)", () => {
    const refused = {
      code: 'game_rejected',
      params: { code: 'malformed', field: 'options', reason: 'mc.unknownScenario', path: 'scenario' },
    };
    expect(optionsRefusal(refused)).toEqual({
      reason: 'mc.unknownScenario',
      params: { code: 'malformed', field: 'options', path: 'scenario' },
    });
    const i18n = createAppI18n('de');
    expect(messageKeys('mc.unknownScenario').some((k) => i18n.global.te(k, 'de'))).toBe(true);
    expect(optionsRefusal({ code: 'game_rejected', params: { code: 'malformed', field: 'options' } })).toBeNull();
    expect(optionsRefusal({ code: 'game_unknown_module', params: { reason: 'x' } })).toBeNull();
  });
});

describe('card texts from the engine definitions (card zoom)', () => {
  const i18n = createAppI18n('en');
  const t: Translate = (key, params) => i18n.global.t(key, (params ?? {}) as Record<string, unknown>);
  const c = content.cards;

  it('effects, costs and triggers in words', () => {
    expect(cardLines(t, c['stw-1'])).toContain('Only in hero form.');
    expect(cardLines(t, c['stw-1']).join(' ')).toContain('Attack: deal 4 damage to an enemy. (Attack.)');
    expect(cardLines(t, c['stw-h']).join(' ')).toContain(
      'Response (after you thwarted): Deal 1 damage to an enemy. (Once per round.)',
    );
    expect(cardLines(t, c['stw-3']).join(' ')).toContain(
      'Resource: Cost — exhaust this card: Generates [energy]. Only to pay for Storm cards.',
    );
    expect(effectText(t, { op: 'choose', options: [[{ op: 'exhaust', to: 'you' }], [{ op: 'draw', n: 2 }]] })).toBe(
      'Choose one: (1) Exhaust your identity. (2) Draw cards: 2.',
    );
    expect(
      effectText(t, { op: 'if', cond: { c: 'form', f: 'hero' }, then: [{ op: 'flip' }], else: [{ op: 'surge' }] }),
    ).toBe('If you are in hero form: Change form. Otherwise: Surge.');
  });

  it('keywords as printed, numeric ones with their value', () => {
    expect(keywordTexts(t, { retaliate: 1, guard: true, uses: 3, teamUp: ['A', 'B'], steady: false })).toEqual([
      'Retaliate 1',
      'Guard',
      'Uses (3)',
      'Team-Up (A and B)',
    ]);
    expect(cardLines(t, c['nul-v3'])[0]).toBe('Retaliate 1. Stalwart. Toughness.');
  });

  it('an imported card the engine does not automate says it is resolved by hand', () => {
    expect(cardLines(t, { code: 'x', name: 'X', type: 'ally', set: 'imported', manual: true })).toEqual([
      'Imported card: its abilities are resolved by hand.',
    ]);
  });
});

describe('module messages and param names (games/text.ts)', () => {
  const stops: Array<() => void> = [];
  afterEach(() => stops.splice(0).forEach((s) => s()));

  it('an engine key is looked up as it is, then under its module prefix', () => {
    expect(MODULE_MESSAGES['mc.']).toBe('mc.play.');
    expect(messageKeys('mc.log.round')).toEqual(['mc.log.round', 'mc.play.log.round']);
    expect(messageKeys('mc.play.ui.x')).toEqual(['mc.play.ui.x']);
    expect(messageKeys('kernel.manual.note')).toEqual(['kernel.manual.note']);
  });

  it("a board names params of its module's keys while it is shown; lists are named item by item", () => {
    const params = { card: 'stw-1', cards: ['stw-1', 'nul-v1'], n: 2 };
    expect(namedParams('mc.log.plays', params)).toEqual(params);
    stops.push(
      provideParamNames('mc.', (name, value) =>
        name.startsWith('card') && typeof value === 'string' ? `<${value}>` : null,
      ),
    );
    expect(namedParams('mc.log.plays', params)).toEqual({ card: '<stw-1>', cards: ['<stw-1>', '<nul-v1>'], n: 2 });
    expect(namedParams('kernel.manual.note', params)).toEqual(params);
    stops.pop()!();
    expect(namedParams('mc.log.plays', params)).toEqual(params);
  });

  it('a scenario the imported data lacks parts of (issue 12 "Bad input"): each missing part translated, sets by name', () => {
    const { t } = createAppI18n('de').global;
    const name = (id: string) => (id === 'bomb_scare' ? 'Bomb Scare' : id);
    const say = (token: string) => {
      const p = missingPartText(token, name)!;
      return t(p.key, { value: p.value ?? '' });
    };
    expect(['villainStage:3', 'modularSet:bomb_scare', 'standardSet', 'expertSet', 'mainScheme'].map(say)).toEqual([
      'Schurkenabschnitt III',
      'das Modul-Set Bomb Scare',
      'das Standard-Set',
      'das Experten-Set',
      'der Hauptplan',
    ]);
    expect(say('mainSchemeStage:1B')).toBe('Hauptplan-Abschnitt 1B');
    expect(say('scenarioSet:klaw')).toBe('das Szenario klaw');
    expect(missingPartText('somethingNew:1', name)).toBeNull();
    // the refusal's message lists them (the New game form names the `parts` of this key while it is shown)
    stops.push(
      provideParamNames('mc.scenarioIncomplete', (n, v) => (n === 'parts' && typeof v === 'string' ? `<${v}>` : null)),
    );
    expect(namedParams('mc.scenarioIncomplete', { parts: ['villainStage:3', 'standardSet'] })).toEqual({
      parts: ['<villainStage:3>', '<standardSet>'],
    });
    stops.pop()!();
    const en = createAppI18n('en').global;
    expect(en.t('mc.play.scenarioIncomplete', { parts: 'villain stage III, the standard set' })).toContain(
      'needs: villain stage III, the standard set.',
    );
  });
});
