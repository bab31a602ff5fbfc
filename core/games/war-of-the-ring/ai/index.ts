// The War of the Ring computer player (README.md).
export { wotrPolicy, prior, huntChance, type Difficulty, type WotrPolicyOptions } from './policy';
export { evaluate, toMordor } from './evaluate';
export { sampleWorld } from './world';
