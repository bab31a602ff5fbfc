import { canonicalJson, quote } from './json';
import { fnv1a64 } from './hash';

/**
 * Stable state digest: FNV-1a 64 (hash.ts) over the UTF-8 bytes of the canonical JSON text
 * (json.ts: sorted keys, JCS form), written as 16 lowercase hex digits.
 * Key order, object identity and `undefined` properties do not change it; any value change does.
 * (Building the text and hashing it measured faster than feeding the hash during the walk.)
 * Builds the whole text afresh: for values that may be changed in place (tests, imported files).
 */
export function digest(state: unknown): string {
  return fnv1a64(canonicalJson(state));
}

// Canonical text per object of a state, for `stateDigest`. Engines build a new state by copy on
// write: what an action did not touch is the very same object in the next state, so its text is
// reused instead of rebuilt (measured: the text, not the hash, was most of the digest's time; the
// hash still reads every byte). Valid because no state is ever changed once it exists (the kernel
// contract; the fuzzer deep-freezes every state and compares an uncached digest of a JSON copy).
const TEXT = new WeakMap<object, string>();
/** Shorter texts are rebuilt: a look-up and an entry cost more than writing them (measured). */
const MIN_CACHED = 64;

/**
 * Keeps a text for reuse. A text built by `+=` is a rope of thousands of pieces that every later
 * hash would walk again; reading one character makes V8 flatten it once, here.
 */
function keep(value: object, text: string): string {
  text.charCodeAt(0);
  TEXT.set(value, text);
  return text;
}

/** canonicalJson(value), reusing the kept text of any object below the root (see TEXT). */
function sharedText(value: unknown): string {
  if (value === null || typeof value !== 'object') return canonicalJson(value);
  const known = TEXT.get(value);
  if (known !== undefined) return known;
  let out: string;
  if (Array.isArray(value)) {
    const n = value.length;
    if (n === 0) return '[]';
    out = '[' + sharedText(value[0]);
    for (let i = 1; i < n; i++) out += ',' + sharedText(value[i]);
    out += ']';
  } else out = objectText(value as Record<string, unknown>, undefined);
  return out.length >= MIN_CACHED ? keep(value, out) : out;
}

/**
 * States whose text is shorter are written whole (`canonicalJson`), constant fields aside: below
 * this the entries cost what they save (measured on a card game's 2 KB starter states).
 * Decided by the size of the last state digested, which is the same game's almost always.
 */
const SMALL_STATE = 4096;
let lastLength = 0;

function objectText(obj: Record<string, unknown>, constant: readonly string[] | undefined, small = false): string {
  const keys = Object.keys(obj);
  if (keys.length > 1) keys.sort();
  let out = '{';
  let first = true;
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k];
    const item = obj[key];
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
    let text: string;
    // a constant field's text is kept whatever its length (it is the same object all game)
    if (constant && item !== null && typeof item === 'object' && constant.includes(key))
      text = TEXT.get(item) ?? keep(item, sharedText(item));
    else text = small ? canonicalJson(item) : sharedText(item);
    out += (first ? '' : ',') + quote(key) + ':' + text;
    first = false;
  }
  return out + '}';
}

/**
 * digest(state), the same value, for a state of a game: the text of every object below the root
 * that an earlier state already had is reused (TEXT). `constant` names top-level fields holding one
 * object for a whole game (GameModule.constantStateKeys, e.g. imported card data): their text is
 * kept however short. The state must never be changed afterwards (states are immutable: a changed
 * object would keep its old text); use `digest` for a value that may be.
 */
export function stateDigest(state: unknown, constant: readonly string[] | undefined): string {
  if (state === null || typeof state !== 'object' || Array.isArray(state)) return digest(state);
  const text = objectText(state as Record<string, unknown>, constant, lastLength < SMALL_STATE);
  lastLength = text.length;
  return fnv1a64(text);
}
