/**
 * `npm run bench`: every figure in one JSON object, printed as the last line, so runs can be
 * compared. Each area contributes a function returning `{ 'area.figure': number }`.
 * DECKHAND_BENCH_ONLY=name[,name…] runs only those areas (e.g. `api-fuzz`), for work on one of them.
 * `bench.nodeMajor` says which runtime timed them: the engines' figures depend on its V8 (Node 20's has no
 * Maglev tier, so the first windows of the engine benches time more interpreted code than Node 22+ or the app's
 * Electron runtime do).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { foundationBench } from './foundation';

const HERE = path.dirname(fileURLToPath(import.meta.url));

type Bench = () => Promise<Record<string, number>>;

async function optional(file: string, exportName: string): Promise<Bench | null> {
  if (!fs.existsSync(path.join(HERE, file))) return null;
  const mod = (await import(`./${file}`)) as Record<string, Bench>;
  return mod[exportName] ?? null;
}

async function main(): Promise<void> {
  const benches: Array<[string, Bench | null]> = [
    ['foundation', foundationBench],
    ['kernel', await optional('kernel.ts', 'kernelBench')],
    ['games', await optional('games.ts', 'gamesBench')],
    ['marvel-champions', await optional('mc.ts', 'mcBench')],
    ['catalog', await optional('catalog.ts', 'catalogBench')],
    ['mc-engine', await optional('mc-engine.ts', 'mcEngineBench')],
    ['wotr-engine', await optional('wotr-engine.ts', 'wotrEngineBench')],
    ['wotr-ai', await optional('wotr-ai.ts', 'wotrAiBench')],
    ['eod-engine', await optional('eod-engine.ts', 'eodEngineBench')],
    ['berserk-engine', await optional('berserk-engine.ts', 'berserkEngineBench')],
    ['berserk-heroes', await optional('berserk-heroes.ts', 'berserkHeroesBench')],
    ['decks', await optional('decks.ts', 'decksBench')],
    ['api-fuzz', await optional('api-fuzz.ts', 'apiFuzzBench')],
    ['berserk-catalog', await optional('berserk-catalog.ts', 'berserkCatalogBench')],
    ['berserk-heroes-decks', await optional('berserk-heroes-decks.ts', 'berserkHeroesDecksBench')],
    ['history', await optional('history.ts', 'historyBench')],
  ];
  const only = process.env.DECKHAND_BENCH_ONLY?.split(',').map((s) => s.trim());
  const figures: Record<string, number> = { 'bench.nodeMajor': Number(process.versions.node.split('.')[0]) };
  for (const [name, bench] of benches) {
    if (!bench || (only && !only.includes(name))) continue;
    const t0 = performance.now();
    Object.assign(figures, await bench());
    console.error(`bench ${name}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  console.log(JSON.stringify(figures));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
