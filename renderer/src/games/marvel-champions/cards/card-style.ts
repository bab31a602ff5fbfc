/**
 * Colours of the drawn card pictures: the frame follows the card type, the header band the aspect
 * (as on the printed cards, where the aspect colour dominates). Resource colours follow the printed
 * icons. Text on these colours is white unless the colour is light (`onLight`).
 */

export const ASPECT_COLORS: Record<string, string> = {
  aggression: '#c62828',
  justice: '#d9a400',
  leadership: '#1e6fc4',
  protection: '#2e7d32',
  pool: '#d63b8f',
  basic: '#6f7782',
  hero: '#3949ab',
  encounter: '#6d4c41',
  campaign: '#00796b',
};

export const TYPE_COLORS: Record<string, string> = {
  hero: '#283593',
  alter_ego: '#5c6bc0',
  ally: '#0277bd',
  event: '#e65100',
  support: '#6a1b9a',
  upgrade: '#00838f',
  resource: '#827717',
  player_side_scheme: '#ad1457',
  villain: '#3e2723',
  leader: '#bf360c',
  main_scheme: '#37474f',
  side_scheme: '#546e7a',
  minion: '#5d4037',
  treachery: '#4a148c',
  attachment: '#795548',
  obligation: '#424242',
  environment: '#33691e',
};

export const RESOURCE_COLORS: Record<string, string> = {
  energy: '#f2a900',
  mental: '#1e88e5',
  physical: '#d32f2f',
  wild: '#2e9d4a',
};

/** Aspects whose colour is light enough to need dark text. */
const LIGHT = new Set(['justice']);

export function aspectColor(code: string): string {
  return ASPECT_COLORS[code] ?? '#607d8b';
}

export function typeColor(code: string): string {
  return TYPE_COLORS[code] ?? (code.startsWith('evidence') ? '#455a64' : '#546e7a');
}

export function onAspect(code: string): string {
  return LIGHT.has(code) ? '#1d1d1d' : '#ffffff';
}
