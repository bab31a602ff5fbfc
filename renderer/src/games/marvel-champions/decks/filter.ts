/** Text filters of the decks pages: case- and accent-insensitive (Turkish İ/ı included). */
export function foldForFilter(text: string): string {
  return text
    .replace(/[İIı]/g, 'i')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();
}
