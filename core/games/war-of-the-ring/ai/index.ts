// The War of the Ring computer player (README.md).
export { wotrPolicy, prior, huntChance, mordorRisk, type Difficulty, type WotrPolicyOptions } from './policy';
export { evaluate, healSite, toMordor } from './evaluate';
export { ringCard, type RingCard } from './cards';
export { sampleSeatWorld, sampleWorld } from './world';
