export { ORIGINAL_ADVANCEMENTS, ORIGINAL_CONTENT, ORIGINAL_LOCATIONS, ORIGINAL_STARTERS } from './original';
export {
  eodContentDefinition,
  userContentFile,
  withUserContent,
  EOD_CONTENT_KINDS,
  USER_CONTENT_FILE_ID,
} from './user-content';
export type { EodContentKind } from './user-content';
