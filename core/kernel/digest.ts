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

// Canonical text of each constant state field, per object: a field a module declares constant
// (GameModule.constantStateKeys) holds the same object for a whole game, so its text is built once.
const CONSTANT_TEXT = new WeakMap<object, string>();

/**
 * digest(state), the same value, with the text of the `constant` top-level fields (object values
 * that never change in a game: imported card data copied into the state) built once per object.
 * Only the JSON building is saved; the hash still reads every byte.
 */
export function stateDigest(state: unknown, constant: readonly string[] | undefined): string {
  if (!constant || constant.length === 0 || state === null || typeof state !== 'object' || Array.isArray(state))
    return digest(state);
  const obj = state as Record<string, unknown>;
  const keys = Object.keys(obj);
  if (keys.length > 1) keys.sort();
  let out = '{';
  let first = true;
  for (const key of keys) {
    const item = obj[key];
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
    let text: string | undefined;
    if (item !== null && typeof item === 'object' && constant.includes(key)) {
      text = CONSTANT_TEXT.get(item);
      if (text === undefined) CONSTANT_TEXT.set(item, (text = canonicalJson(item)));
    } else text = canonicalJson(item);
    out += (first ? '' : ',') + canonicalJson(key) + ':' + text;
    first = false;
  }
  return fnv1a64(out + '}');
}
