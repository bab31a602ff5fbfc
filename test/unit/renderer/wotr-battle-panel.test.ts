import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/api/types';
import { wotrEngine, wotrPlayContent, type WotrState } from '../../../core/games/war-of-the-ring';
import { battlePanel } from '../../../renderer/src/games/war-of-the-ring/play/battle-model';
import { namesFor, type WotrEngineView } from '../../../renderer/src/games/war-of-the-ring/play/board-model';
import { NATION_SIDE } from '../../../renderer/src/games/war-of-the-ring/map/style';
import { createAppI18n } from '../../../renderer/src/i18n';
import { Rng, seedRng } from '../../../core/kernel';

/**
 * The battle panel beside the map (BattlePanel.vue, battle-model.ts; issue 14 §9, combat §8): on the battles
 * of random games, for every seat's view, the attacker's figures are the attacking army still in its region,
 * the defender's are its side's units and characters in the battle's region, a combat card is named only to
 * a seat that may see it (§8.5: face down until both chose), the hits to take are the engine's; every text
 * has a message in every language.
 */
const content = wotrPlayContent();
const charSide = new Map<string, 'fp' | 'shadow'>(content.characters.map((c) => [c.id, c.side]));
const i18n = createAppI18n('en');
const { t, te } = i18n.global;

/** Battle states of random two-player games (every state with a battle, first `limit`). */
function battleStates(limit: number): WotrState[] {
  const out: WotrState[] = [];
  for (let g = 0; out.length < limit && g < 40; g++) {
    const rng = new Rng(seedRng(`battle-panel/${g}`));
    let s = wotrEngine.setup({}, `battle-panel/${g}`);
    for (let i = 0; i < 3000 && out.length < limit; i++) {
      const d = wotrEngine.pending(s);
      if (!d) break;
      if (s.battle) out.push(s);
      const seat = rng.pick(d.seats);
      const r = wotrEngine.apply(s, rng.pick(wotrEngine.legalActions(s, seat)), seat);
      if (!r.ok) throw new Error(r.rejection.code);
      s = r.state;
    }
  }
  return out;
}

describe('the battle panel (§8)', () => {
  const states = battleStates(400);
  const names = namesFor(content, (k, p) => t(k, p ?? {}), 'en');

  it('shows the battle of random games: figures, combat cards as each seat may see them, hits', () => {
    expect(states.length).toBeGreaterThan(100);
    let hidden = 0;
    let named = 0;
    let hits = 0;
    for (const s of states) {
      const b = s.battle!;
      for (const seat of ['fp', 'shadow', null] as const) {
        const panel = battlePanel(wotrEngine.view(s, seat) as WotrEngineView, names, (id) => charSide.get(id) ?? null)!;
        expect(panel.at).toBe(b.at);
        const [att, def] = panel.sides;
        expect([att.side, def.side]).toEqual([b.attacker, b.defender]);
        // the attacking army as chosen, limited to what is still in its region
        for (const f of att.figures)
          if (f.key.startsWith('char:')) expect(s.chars[f.key.slice(5)]).toBe(b.from);
          else expect(f.count).toBe(Math.min(b.attacking[f.key], s.units[b.from]?.[f.key] ?? 0));
        // the defender: every unit of its side in the region, and its characters there
        const defUnits = Object.entries(s.units[b.at] ?? {}).filter(
          ([k, n]) => n > 0 && NATION_SIDE[k.split('.')[0] as keyof typeof NATION_SIDE] === b.defender,
        );
        expect(def.figures.filter((f) => !f.key.startsWith('char:')).map((f) => [f.key, f.count])).toEqual(
          expect.arrayContaining(defUnits),
        );
        expect(def.figures.filter((f) => !f.key.startsWith('char:'))).toHaveLength(defUnits.length);
        for (const side of panel.sides) {
          const card = b.cards[side.side];
          const sees = seat === side.side;
          if (card === null) expect(side.card).toEqual({ kind: 'waiting' });
          else if (card === 'none') expect(side.card).toEqual({ kind: 'none' });
          else if (sees) {
            expect(side.card).toEqual({ kind: 'named', name: names.card(card) });
            named++;
          } else if (b.step === 'cards') {
            // §8.5: the other side's card is face down until both chose
            expect(side.card).toEqual({ kind: 'hidden' });
            hidden++;
          }
          expect(side.hits).toBe(b.hits[side.side]);
          if (side.hits > 0) hits++;
        }
      }
    }
    expect(hidden).toBeGreaterThan(0);
    expect(named).toBeGreaterThan(0);
    expect(hits).toBeGreaterThan(0);
  });

  it('no battle, no panel', () => {
    const v = wotrEngine.view(wotrEngine.setup({}, 'no-battle'), 'fp') as WotrEngineView;
    expect(battlePanel(v, names, () => null)).toBeNull();
  });

  it.each(LOCALES)('every text of the panel has a message in %s', (locale) => {
    const keys = [
      'wotr.ui.battle.title',
      'wotr.ui.battle.round',
      'wotr.ui.battle.from',
      'wotr.ui.battle.attacker',
      'wotr.ui.battle.defender',
      'wotr.ui.battle.noFigures',
      'wotr.ui.battle.hits',
      'wotr.ui.battle.card.hidden',
      'wotr.ui.battle.card.none',
      'wotr.ui.battle.card.waiting',
      'wotr.ui.battleType.field',
      'wotr.ui.battleType.siege',
      'wotr.ui.battleType.sortie',
      'wotr.terms.battle.combatCard',
    ];
    expect(keys.filter((k) => !te(k, locale))).toEqual([]);
  });
});
