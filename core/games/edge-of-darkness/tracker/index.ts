// The Edge of Darkness table tracker (a game played with the real box): its module, state and table. See README.md.
export {
  eodTrackerEngine,
  EOD_TRACKER_ID,
  EOD_TRACKER_VERSIONS,
  type TrackerAction,
  type TrackerView,
  type TrayView,
} from './module';
export {
  attackTargets,
  bagCount,
  bagOf,
  counterBounds,
  cubeColours,
  setAsideCounter,
  setAsideTotal,
  threatCounter,
  threatTotal,
  LAST_ROUND,
  PAD_VALUES,
  PLAYER_VALUES,
  TRAYS,
  type TrackerOptions,
  type TrackerState,
} from './state';
export { OPS, REFUSALS, type RefusalCode } from './table';
export { trackerContent, type TrackerContent } from './content';
