/** Filled glyphs (the resources, star, per hero, boost). */
const FILLED: Record<string, string> = {
  energy: 'M13.6 2.8 5.8 13.4h5.1l-1 7.8 8.3-11.1h-5.3z',
  mental:
    'M11.2 5.3C10 3.9 7.6 4.2 7 6 5 6.1 3.9 8 4.6 9.6 3.2 10.6 3.3 13.1 5 13.9c-.6 2 .9 3.8 2.9 3.5.5 1.6 2.2 2.2 3.3 1.3zM12.8 5.3C14 3.9 16.4 4.2 17 6c2 .1 3.1 2 2.4 3.6 1.4 1 1.3 3.5-.4 4.3.6 2-.9 3.8-2.9 3.5-.5 1.6-2.2 2.2-3.3 1.3z',
  physical:
    'M6.6 10.4V8.1a1.5 1.5 0 0 1 3 0v-.9a1.5 1.5 0 0 1 3 0v.3a1.5 1.5 0 0 1 3 0v1.2a1.5 1.5 0 0 1 2.9.6v4c0 3.7-2.5 6.2-6 6.2h-1.2c-2.7 0-4.8-2-4.8-4.7v-2.6c0-.7.1-1.3.4-1.8z',
  wild: 'M12 2.5l2.3 7.2 7.2 2.3-7.2 2.3-2.3 7.2-2.3-7.2-7.2-2.3 7.2-2.3z',
  star: 'M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6L12 16.9l-5.4 2.9 1.1-6-4.5-4.2 6.1-.8z',
  per_hero: 'M12 3.6a3.4 3.4 0 1 1 0 6.8 3.4 3.4 0 0 1 0-6.8zM5.2 20.4c0-3.9 3-6.8 6.8-6.8s6.8 2.9 6.8 6.8z',
  boost:
    'M12 2l1.9 4.7 4.4-2.2-1.6 4.6 4.8 1.6-4.6 2.1 2.5 4.4-4.9-1.1L12 20.6l-2.5-4.5-4.9 1.1 2.5-4.4-4.6-2.1 4.8-1.6-1.6-4.6 4.4 2.2z',
};
/** Outlined glyphs (the encounter icons). */
const STROKED: Record<string, string> = {
  acceleration: 'M5 18l7-6 7 6M5 12l7-6 7 6',
  amplify: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5v6M12 16.5v.5',
  crisis: 'M12 3.5 2.5 20h19zM12 9.5v5M12 17v.5',
  hazard: 'M12 2.5 21.5 12 12 21.5 2.5 12zM12 8v5.5M12 16v.5',
};

/** Glyphs of the card icons (24×24), drawn inline like the app's other icons; nothing is fetched. */
export const GAME_ICONS: Record<string, { d: string; mode: 'fill' | 'stroke' }> = Object.fromEntries([
  ...Object.entries(FILLED).map(([name, d]) => [name, { d, mode: 'fill' as const }]),
  ...Object.entries(STROKED).map(([name, d]) => [name, { d, mode: 'stroke' as const }]),
]);

export const RESOURCE_ICON_KINDS = ['energy', 'mental', 'physical', 'wild'] as const;
