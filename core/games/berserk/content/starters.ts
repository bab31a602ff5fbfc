// Two original starter squads for the rules engine: our own card names (four languages), our own
// numbers, abilities from the named-ability vocabulary (abilities/). Each squad is a legal Set for
// either player (§4.3 step 3): at most 15 cards, two elements, paid from 23 gold + 22 silver with
// elite cards on gold, at most 15 crystals of flyers, one terrain, unique names once
// (test/unit/games/berserk/engine/content.test.ts checks it with the engine's own recruitment rules).

import type { CardFactsInput } from '../engine/types';

type Names = { en: string; tr: string; de: string; hu: string };

export interface StarterCard extends Omit<CardFactsInput, 'name' | 'names'> {
  readonly id: string;
  readonly names: Names;
}

export interface StarterSquad {
  readonly id: string;
  readonly names: Names;
  readonly cards: readonly StarterCard[];
}

const hit = (weak: number, normal: number, hard: number) => ({ weak, normal, hard });

export const WARDENS: StarterSquad = {
  id: 'wardens',
  names: {
    en: 'Wardens of the Grey Pass',
    tr: 'Gri Geçit Bekçileri',
    de: 'Hüter des Grauen Passes',
    hu: 'A Szürke-hágó őrei',
  },
  cards: [
    {
      id: 'w-pine-sentinel',
      names: { en: 'Pine Sentinel', tr: 'Çam Nöbetçisi', de: 'Kiefernwächter', hu: 'Fenyőőrszem' },
      price: 3,
      elite: false,
      elements: ['forests'],
      type: 'creature',
      health: 7,
      moves: 1,
      hit: hit(1, 2, 3),
      classes: ['warden'],
      abilities: [{ name: 'defenceExperience', params: { x: 1 } }],
      count: 2,
    },
    {
      id: 'w-moss-archer',
      names: { en: 'Moss Archer', tr: 'Yosun Okçusu', de: 'Moosbogner', hu: 'Mohaíjász' },
      price: 4,
      elite: false,
      elements: ['forests'],
      type: 'creature',
      health: 6,
      moves: 1,
      hit: hit(1, 1, 2),
      classes: ['warden'],
      abilities: [{ name: 'shot', params: { weak: 1, medium: 2, strong: 2, range: 3 } }],
      count: 2,
    },
    {
      id: 'w-stone-warden',
      names: { en: 'Stone Warden', tr: 'Taş Muhafız', de: 'Steinhüter', hu: 'Kőőrző' },
      price: 4,
      elite: false,
      elements: ['mountains'],
      type: 'creature',
      health: 10,
      moves: 1,
      hit: hit(2, 2, 3),
      classes: ['dwarf'],
      abilities: [
        { name: 'armor', params: { x: 1 } },
        { name: 'clumsiness', params: { x: 1 } },
      ],
    },
    {
      id: 'w-ridge-runner',
      names: { en: 'Ridge Runner', tr: 'Sırt Koşucusu', de: 'Gratläufer', hu: 'Gerincfutó' },
      price: 3,
      elite: false,
      elements: ['mountains'],
      type: 'creature',
      health: 5,
      moves: 2,
      hit: hit(1, 2, 2),
      classes: ['dwarf'],
      abilities: [
        { name: 'jump', params: {} },
        { name: 'vanguard', params: {} },
      ],
    },
    {
      id: 'w-forge-master',
      names: {
        en: 'Deep Forge Master',
        tr: 'Derin Ocak Ustası',
        de: 'Meister der Tiefen Esse',
        hu: 'A Mély Kohó mestere',
      },
      price: 6,
      elite: true,
      unique: true,
      elements: ['mountains'],
      type: 'creature',
      health: 9,
      moves: 1,
      hit: hit(2, 3, 4),
      classes: ['dwarf'],
      abilities: [
        { name: 'attackExperience', params: { x: 1 } },
        { name: 'directedStrike', params: {} },
      ],
    },
    {
      id: 'w-glade-healer',
      names: { en: 'Glade Healer', tr: 'Açıklık Şifacısı', de: 'Lichtungsheilerin', hu: 'Tisztási gyógyító' },
      price: 4,
      elite: false,
      elements: ['forests'],
      type: 'creature',
      health: 6,
      moves: 1,
      hit: hit(1, 1, 1),
      classes: ['warden'],
      abilities: [
        { name: 'heal', params: { x: 2, other: true } },
        { name: 'redistribution', params: { x: 1 } },
      ],
    },
    {
      id: 'w-granite-eagle',
      names: { en: 'Granite Eagle', tr: 'Granit Kartal', de: 'Granitadler', hu: 'Gránitsas' },
      price: 5,
      elite: true,
      elements: ['mountains'],
      type: 'flyer',
      health: 6,
      hit: hit(1, 2, 3),
      abilities: [{ name: 'blessing', params: {} }],
    },
    {
      id: 'w-thorn-hermit',
      names: { en: 'Thorn Hermit', tr: 'Diken Münzevisi', de: 'Dornenklausner', hu: 'Tövisremete' },
      price: 4,
      elite: true,
      elements: ['forests'],
      type: 'creature',
      health: 7,
      moves: 1,
      hit: hit(1, 2, 2),
      classes: ['warden'],
      abilities: [
        { name: 'fear', params: { x: 1 } },
        { name: 'stealth', params: {} },
      ],
    },
    {
      id: 'w-old-grove',
      names: { en: 'Old Grove', tr: 'Yaşlı Koru', de: 'Alter Hain', hu: 'Vén liget' },
      price: 2,
      elite: false,
      elements: ['forests'],
      type: 'terrain',
    },
    {
      id: 'w-iron-vest',
      names: { en: 'Iron Vest', tr: 'Demir Yelek', de: 'Eisenweste', hu: 'Vasmellény' },
      price: 1,
      elite: false,
      elements: ['mountains'],
      type: 'equipment',
      equipmentClass: 'armor',
      abilities: [{ name: 'armor', params: { x: 1 } }],
    },
  ],
};

export const MIRE: StarterSquad = {
  id: 'mire',
  names: { en: 'Lanterns of the Mire', tr: 'Bataklık Fenerleri', de: 'Laternen des Moors', hu: 'A láp lámpásai' },
  cards: [
    {
      id: 'm-bog-lurker',
      names: { en: 'Bog Lurker', tr: 'Bataklık Pusucusu', de: 'Moorlauerer', hu: 'Lápi leskelődő' },
      price: 3,
      elite: false,
      elements: ['swamps'],
      type: 'creature',
      health: 6,
      moves: 1,
      hit: hit(1, 2, 2),
      classes: ['mirefolk'],
      abilities: [{ name: 'masking', params: {} }],
      count: 2,
    },
    {
      id: 'm-lantern-wisp',
      names: { en: 'Lantern Wisp', tr: 'Fener Cini', de: 'Laternenirrlicht', hu: 'Lámpáslidérc' },
      price: 4,
      elite: false,
      elements: ['darkness'],
      type: 'creature',
      health: 4,
      moves: 2,
      hit: hit(1, 1, 2),
      classes: ['shade'],
      abilities: [
        { name: 'discharge', params: { weak: 1, medium: 1, strong: 2, range: 2 } },
        { name: 'incorporeality', params: {} },
      ],
      count: 2,
    },
    {
      id: 'm-reed-spearman',
      names: { en: 'Reed Spearman', tr: 'Kamış Mızrakçı', de: 'Schilfspeerträger', hu: 'Nádi dárdás' },
      price: 3,
      elite: false,
      elements: ['swamps'],
      type: 'creature',
      health: 7,
      moves: 1,
      hit: hit(1, 2, 2),
      classes: ['mirefolk'],
      abilities: [{ name: 'strikeAcrossRow', params: { weak: 1, medium: 2, strong: 2 } }],
    },
    {
      id: 'm-gloom-brute',
      names: { en: 'Gloom Brute', tr: 'Kasvet Zorbası', de: 'Düsterschläger', hu: 'Homályverő' },
      price: 5,
      elite: true,
      elements: ['darkness'],
      type: 'creature',
      health: 10,
      moves: 1,
      hit: hit(2, 3, 4),
      classes: ['shade'],
      abilities: [
        { name: 'unanswered', params: {} },
        { name: 'clumsiness', params: { x: 1 } },
      ],
    },
    {
      id: 'm-ash-vulture',
      names: { en: 'Ash Vulture', tr: 'Kül Akbabası', de: 'Aschegeier', hu: 'Hamukeselyű' },
      price: 4,
      elite: false,
      elements: ['darkness'],
      type: 'flyer',
      health: 5,
      hit: hit(1, 2, 2),
      abilities: [{ name: 'plague', params: {} }],
    },
    {
      id: 'm-dusk-witch',
      names: { en: 'Dusk Witch', tr: 'Alacakaranlık Cadısı', de: 'Dämmerhexe', hu: 'Alkonyboszorka' },
      price: 5,
      elite: true,
      unique: true,
      elements: ['darkness'],
      type: 'creature',
      health: 6,
      moves: 1,
      hit: hit(1, 2, 2),
      classes: ['shade'],
      abilities: [
        { name: 'magicStrike', params: { weak: 2, medium: 2, strong: 3 } },
        { name: 'fear', params: { x: 1 } },
      ],
    },
    {
      id: 'm-marsh-shaman',
      names: { en: 'Marsh Shaman', tr: 'Sazlık Şamanı', de: 'Sumpfschamane', hu: 'Mocsári sámán' },
      price: 4,
      elite: false,
      elements: ['swamps'],
      type: 'creature',
      health: 6,
      moves: 1,
      hit: hit(1, 1, 2),
      classes: ['mirefolk'],
      abilities: [
        { name: 'regeneration', params: { x: 1 } },
        { name: 'finishing', params: { x: 3 } },
      ],
    },
    {
      id: 'm-black-tarn',
      names: { en: 'Black Tarn', tr: 'Kara Gölet', de: 'Schwarzer Tümpel', hu: 'Fekete tengerszem' },
      price: 2,
      elite: false,
      elements: ['swamps'],
      type: 'terrain',
    },
    {
      id: 'm-leech',
      names: { en: 'Mire Leech', tr: 'Bataklık Sülüğü', de: 'Moosegel', hu: 'Lápi pióca' },
      price: 2,
      elite: false,
      elements: ['swamps'],
      type: 'parasite',
      health: 3,
      hit: hit(1, 1, 1),
      abilities: [{ name: 'lifesteal', params: {} }],
    },
    {
      id: 'm-night-cloak',
      names: { en: 'Night Cloak', tr: 'Gece Pelerini', de: 'Nachtmantel', hu: 'Éjköpeny' },
      price: 2,
      elite: true,
      elements: ['darkness'],
      type: 'equipment',
      equipmentClass: 'armor',
      abilities: [
        { name: 'vulnerabilityTo', params: { kind: 'magic' } },
        { name: 'armor', params: { x: 2 } },
      ],
    },
    {
      id: 'm-fen-mystic',
      names: { en: 'Fen Mystic', tr: 'Bataklık Mistiği', de: 'Fennmystikerin', hu: 'Lápi misztikus' },
      price: 3,
      elite: true,
      elements: ['swamps'],
      type: 'creature',
      health: 5,
      moves: 1,
      hit: hit(1, 1, 2),
      classes: ['mirefolk'],
      abilities: [{ name: 'soulCatcher', params: { x: 3 } }],
    },
  ],
};

export const STARTERS: readonly StarterSquad[] = [WARDENS, MIRE];

export function starterSquad(id: string): StarterSquad | undefined {
  return STARTERS.find((s) => s.id === id);
}
