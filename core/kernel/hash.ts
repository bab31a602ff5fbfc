// FNV-1a 64-bit (Fowler–Noll–Vo, draft-eastlake-fnv): offset basis 0xcbf29ce484222325, prime
// 0x100000001b3, over the UTF-8 bytes of a string. Chosen because it is tiny, well known and has
// published test vectors; it is a checksum for replay verification, not a cryptographic hash.
// JavaScript has no fast 64-bit integers, so the state is kept in four 16-bit limbs.

/** UTF-8 bytes of a string (lone surrogates become U+FFFD, as TextEncoder does). */
export function utf8Bytes(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c < 0x80) {
      out.push(c);
      continue;
    }
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      } else c = 0xfffd;
    } else if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
    if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return out;
}

const HEX = '0123456789abcdef';
function hex16(n: number): string {
  return HEX[(n >> 12) & 15] + HEX[(n >> 8) & 15] + HEX[(n >> 4) & 15] + HEX[n & 15];
}

/**
 * FNV-1a 64 of the char codes of `codes` taken as bytes, as 16 lowercase hex digits; null as soon
 * as a code is above `max`.
 */
function fnvOfCodes(codes: string, max: number): string | null {
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (let i = 0; i < codes.length; i++) {
    const c = codes.charCodeAt(i);
    if (c > max) return null;
    h0 ^= c;
    // h * (2^40 + 0x1b3) mod 2^64, limb by limb.
    const t0 = h0 * 0x1b3;
    let t1 = h1 * 0x1b3;
    let t2 = h2 * 0x1b3 + (h0 << 8);
    const t3 = h3 * 0x1b3 + (h1 << 8);
    t1 += t0 >>> 16;
    h0 = t0 & 0xffff;
    t2 += t1 >>> 16;
    h1 = t1 & 0xffff;
    h3 = (t3 + (t2 >>> 16)) & 0xffff;
    h2 = t2 & 0xffff;
  }
  return hex16(h3) + hex16(h2) + hex16(h1) + hex16(h0);
}

/** FNV-1a 64 of the UTF-8 encoding of `text`, as 16 lowercase hex digits. */
export function fnv1a64(text: string): string {
  // ASCII (almost every canonical JSON text) is hashed straight from char codes; anything else
  // restarts on the UTF-8 bytes.
  return fnvOfCodes(text, 0x7f) ?? fnv1a64Bytes(utf8Bytes(text));
}

/** FNV-1a 64 of a byte sequence. */
export function fnv1a64Bytes(bytes: readonly number[]): string {
  // The bytes as one char code each (0–255), in chunks so no call gets too many arguments.
  let codes = '';
  for (let i = 0; i < bytes.length; i += 4096) {
    const chunk = bytes.slice(i, i + 4096);
    for (let j = 0; j < chunk.length; j++) chunk[j] &= 0xff;
    codes += String.fromCharCode.apply(null, chunk);
  }
  return fnvOfCodes(codes, 0xff)!;
}
