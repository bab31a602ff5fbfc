/**
 * Berserk: Heroes catalog and decks (issue 18), pure core (no SQLite):
 * berserkHeroes.importMs — a list of 2,000 invented Heroes cards (the fixture's 21 over and over,
 * new ids and numbers) read and merged over the classic fixture; berserkHeroes.validateUs — one
 * live validation of the fixture's legal deck (1 hero + 43) in a catalog of those 2,000;
 * berserkHeroes.roundTripUs — its text list exported and read back. Wall clock and process CPU
 * time (user + system) are both reported: the build machines are shared.
 */
import { berserkDeckRules, importLists, type BerserkCatalog } from '../../core/games/berserk';
import { fixtureJson, heroesDeck, heroesJson, HEROES_LEGAL_DECK } from '../fixtures/berserk/files';
import { round } from './stats';

const CARDS = 2_000;
const RUNS = 2_000;

function bigList(): string {
  const base = (JSON.parse(heroesJson()) as { cards: Array<Record<string, unknown>> }).cards;
  const cards = base.map((c) => ({ ...c }));
  for (let i = cards.length; i < CARDS; i++)
    cards.push({ ...base[i % base.length], id: `hx-${i}`, number: String(1000 + i), heroesSet: undefined });
  return JSON.stringify({ line: 'heroes', cards });
}

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function measure(fn: () => void, n: number): { wall: number; cpu: number } {
  const w0 = performance.now();
  const c0 = cpuMs();
  for (let i = 0; i < n; i++) fn();
  return { wall: (performance.now() - w0) / n, cpu: (cpuMs() - c0) / n };
}

export async function berserkHeroesDecksBench(): Promise<Record<string, number>> {
  const classic = importLists({ 'cards.json': fixtureJson() }, null).catalog;
  const list = bigList();
  let catalog: BerserkCatalog = classic;
  const imp = measure(() => {
    catalog = importLists({ 'heroes.json': list }, classic).catalog;
  }, 5);
  if (catalog.heroes.length !== CARDS) throw new Error(`imported ${catalog.heroes.length} Heroes cards`);
  const parsed = berserkDeckRules.parse(catalog, heroesDeck(HEROES_LEGAL_DECK), 'text');
  if (!parsed.deck) throw new Error('the legal deck did not parse');
  const deck = { identity: null, aspects: parsed.deck.aspects, slots: parsed.deck.slots, name: 'bench' };
  if (!berserkDeckRules.validate(catalog, deck).valid) throw new Error('the legal deck is not valid');
  const validate = measure(() => berserkDeckRules.validate(catalog, deck), RUNS);
  const trip = measure(() => {
    const out = berserkDeckRules.export(catalog, deck, 'text');
    berserkDeckRules.parse(catalog, out.value, 'text');
  }, RUNS);
  return {
    'berserkHeroes.importMs': round(imp.wall, 1),
    'berserkHeroes.importCpuMs': round(imp.cpu, 1),
    'berserkHeroes.validateUs': round(validate.wall * 1000, 1),
    'berserkHeroes.validateCpuUs': round(validate.cpu * 1000, 1),
    'berserkHeroes.roundTripUs': round(trip.wall * 1000, 1),
    'berserkHeroes.roundTripCpuUs': round(trip.cpu * 1000, 1),
  };
}
