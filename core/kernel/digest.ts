import { canonicalJson } from './json';
import { fnv1a64 } from './hash';

/**
 * Stable state digest: FNV-1a 64 (hash.ts) over the UTF-8 bytes of the canonical JSON text
 * (json.ts: sorted keys, JCS form), written as 16 lowercase hex digits.
 * Key order, object identity and `undefined` properties do not change it; any value change does.
 * (Building the text and hashing it measured faster than feeding the hash during the walk.)
 */
export function digest(state: unknown): string {
  return fnv1a64(canonicalJson(state));
}
