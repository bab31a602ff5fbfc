import type { GameScreens } from '../types';

/**
 * Edge of Darkness in the renderer: a Home tile (the game page: track a game on the real table, saved
 * games), the table tracker's board with its scoring pad and its setup form, and the collection (the box
 * checked piece by piece). The tracker sends `eodTracker.*` keys (prompts, refusals, log lines, victory
 * reasons), which are message keys as they are (locales/eod-tracker/<lang>.json). The rules engine's
 * board and setup form (play/, README.md there) draw its games; its `eod.*` keys are message keys as they are.
 */
export const edgeOfDarkness: GameScreens = {
  id: 'edge-of-darkness',
  short: 'eod',
  icon: 'play',
  pages: [
    {
      path: '/eod',
      name: 'eod-home',
      labelKey: 'games.edge-of-darkness',
      menu: 'game',
      icon: 'play',
      feature: 'table',
      view: () => import('./EodHomeView.vue'),
    },
    {
      path: '/eod/collection',
      name: 'eod-collection',
      labelKey: 'app.nav.collection',
      menu: 'game',
      icon: 'box',
      feature: 'collection',
      view: () => import('./collection/EodCollectionView.vue'),
    },
    {
      // the user's own locations, advancements and starter cards (content.*; issue 16 Build 4)
      path: '/eod/content',
      name: 'eod-content',
      labelKey: 'eodContent.nav',
      menu: 'game',
      icon: 'cards',
      view: () => import('./content/ContentEditorView.vue'),
    },
  ],
  boards: {
    'edge-of-darkness': () => import('./play/EodBoard.vue'),
    'edge-of-darkness-tracker': () => import('./tracker/EodTrackerBoard.vue'),
  },
  // the tracker keeps the real table's numbers its own way: no generic table tools
  tableTools: { 'edge-of-darkness-tracker': () => false },
  setups: {
    'edge-of-darkness': () => import('./play/EodSetupForm.vue'),
    'edge-of-darkness-tracker': () => import('./tracker/EodTrackerSetupForm.vue'),
  },
};
