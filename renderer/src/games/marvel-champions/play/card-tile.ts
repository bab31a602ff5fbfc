import type { CardDef } from '../../../../../core/games/marvel-champions/engine/types';
import type { CardTileData } from '../CardTile.vue';

/**
 * An engine card definition as the shared card picture (CardTile) wants it: printed stats under
 * the MarvelCDB field names the picture reads, resource icons counted, the text written by
 * card-text.ts.
 */
export function tileOf(d: CardDef, text: string | null): CardTileData {
  const stats: Record<string, number | boolean | null> = {};
  const put = (field: string, v: number | null | undefined) => {
    if (v !== undefined) stats[field] = v;
  };
  put('attack', d.atk);
  put('thwart', d.thw);
  put('defense', d.def);
  put('recover', d.rec);
  put('scheme', d.sch);
  put('health', d.hp);
  put('hand_size', d.hand);
  put('boost', d.boost);
  if (d.hpPer) stats.health_per_hero = true;
  if (d.cAtk) stats.attack_cost = d.cAtk;
  if (d.cThw) stats.thwart_cost = d.cThw;
  if (d.type === 'main_scheme') {
    put('base_threat', d.threat);
    put('threat', d.target);
    put('escalation_threat', d.accel);
    stats.threat_fixed = !d.targetPer;
    stats.escalation_threat_fixed = !d.accelPer;
    if (d.threatPer) stats.base_threat_fixed = false;
  } else if (d.type === 'side_scheme') {
    put('base_threat', d.threat);
    if (d.threatPer) stats.base_threat_fixed = false;
  }
  const resources = { energy: 0, mental: 0, physical: 0, wild: 0 };
  for (const r of d.res ?? []) resources[r]++;
  const encounter = !d.aspect && !['ally', 'event', 'support', 'upgrade', 'resource'].includes(d.type);
  return {
    code: d.code,
    name: d.name,
    subname: d.sub ?? null,
    typeCode: d.type,
    factionCode: d.aspect ?? (encounter ? 'encounter' : 'basic'),
    traits: [...(d.traits ?? [])],
    unique: !!d.unique,
    cost: d.cost ?? null,
    resources,
    stats,
    text,
  };
}
