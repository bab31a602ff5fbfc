/** Slots without zero or negative counts (what is saved and compared), in code order. */
export function cleanSlots(slots: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const code of Object.keys(slots).sort()) if (slots[code] > 0) out[code] = slots[code];
  return out;
}
