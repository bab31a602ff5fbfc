import type { GameScreens } from '../types';

/**
 * War of the Ring in the renderer: a Home tile (the game page: new game, saved games), the collection
 * (its boxes checked piece by piece) and the board of its rules engine. The engine sends `wotr.*` keys (prompts, asks, refusals, log lines, victory
 * reasons); their messages live under `wotr.play.*` (locales/wotr/<lang>.json). The battle steps'
 * prompts (`wotr.ask.battle.<step>`) sit beside `wotr.ask.battle` (a refusal), so they have their own place.
 */
export const warOfTheRing: GameScreens = {
  id: 'war-of-the-ring',
  short: 'wotr',
  icon: 'play',
  pages: [
    {
      path: '/wotr',
      name: 'wotr-home',
      labelKey: 'wotr.ui.home.title',
      menu: 'game',
      icon: 'play',
      feature: 'engine',
      view: () => import('./play/WotrHomeView.vue'),
    },
    {
      path: '/wotr/collection',
      name: 'wotr-collection',
      labelKey: 'app.nav.collection',
      menu: 'game',
      icon: 'box',
      feature: 'collection',
      view: () => import('./collection/WotrCollectionView.vue'),
    },
  ],
  boards: {
    'war-of-the-ring': () => import('./play/WotrBoard.vue'),
    'war-of-the-ring-tracker': () => import('./tracker/TrackerBoard.vue'),
  },
  // the table tracker keeps the physical board's table its own way: no generic table tools, its own options
  tableTools: { 'war-of-the-ring-tracker': () => false },
  setups: {
    'war-of-the-ring': () => import('./play/WotrSetupForm.vue'),
    'war-of-the-ring-tracker': () => import('./tracker/TrackerSetupForm.vue'),
  },
  moduleMessages: { 'wotr.ask.battle.': 'wotr.play.battle.', 'wotr.': 'wotr.play.' },
};
