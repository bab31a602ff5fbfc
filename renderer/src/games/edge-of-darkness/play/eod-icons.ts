import type { EodIcon } from './card-model';

/**
 * Shapes of the §4.7 icons on a 24×24 grid, drawn as strokes (EodIcon.vue), our own drawings: the chips
 * of a composite card and the player boards use them beside a number; each chip also carries its sentence.
 */
export const EOD_ICON_PATHS: Readonly<Record<EodIcon, string>> = {
  coin: 'M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16zM12 8v8M9.5 10h5M9.5 14h5',
  influence: 'M12 3l7 9-7 9-7-9z',
  goodwill: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  prestige: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z',
  battle: 'M4 4l11 11M15 15l2.5-1.5M15 15l-1.5 2.5M20 4 9 15M9 15 6.5 13.5M9 15l1.5 2.5M4 20l3-3M20 20l-3-3',
  dispatch: 'M3 12h13M12 7l5 5-5 5M20 5v14',
  return: 'M21 12H8M12 7l-5 5 5 5M4 5v14',
  train: 'M12 20V5M6 11l6-6 6 6M6 20h12',
  claim: 'M6 21V4h11l-2.5 4 2.5 4H6',
  hunt: 'M12 5a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM12 2v6M12 16v6M2 12h6M16 12h6',
  draw: 'M7 3h10v18H7zM12 9v6M9 12h6',
  cube: 'M3 7.5 12 3l9 4.5v9L12 21l-9-4.5zM3 7.5l9 4.5 9-4.5M12 12v9',
  defense: 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6z',
  tower: 'M6 21V9h12v12zM5 9V4h3v2h2.5V4h3v2H16V4h3v5M10 21v-4h4v4',
  script: 'M5 4h14v16H5zM8 9h8M8 13h8M8 17h5',
  damage: 'M12 3c3 5 6 8 6 12a6 6 0 0 1-12 0c0-4 3-7 6-12z',
  agent: 'M12 4a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM6 20c0-4 2.7-6.5 6-6.5s6 2.5 6 6.5z',
};

/** Display colours of the guilds (data/ids.ts GUILDS; yellow and blue are ours, R16). */
export const GUILD_COLOURS: Readonly<Record<string, string>> = {
  anointed: '#c9a227',
  carnival: '#c0392b',
  fede: '#2e6fb7',
  gilded: '#2e8b57',
  black: '#333333',
};
