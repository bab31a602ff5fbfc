// The War of the Ring table tracker (a game on the physical board): its module, state and table. See README.md.
export {
  wotrTrackerEngine,
  WOTR_TRACKER_ID,
  WOTR_TRACKER_VERSIONS,
  type TrackerAction,
  type TrackerView,
} from './module';
export {
  CHECKLIST,
  EXPANSIONS,
  TRACKER_SEATS,
  type ExpansionCode,
  type TrackerOptions,
  type TrackerState,
} from './state';
export { REFUSALS, type RefusalCode } from './table';
export { trackerContent, type TrackerContent } from './content';
