/** Names of one kind (regions, characters) in one language: id → name (an id absent keeps its English name). */
export type NameTable<K extends string> = Readonly<Partial<Record<K, string>>>;
/** One table per UI language. */
export type NameTables<K extends string> = Readonly<Record<string, NameTable<K>>>;

/** The name of `id` in the language part of `locale` (`de-AT` → `de`), or `english` where its table has none. */
export function nameIn<K extends string>(tables: NameTables<K>, locale: string, id: string, english: string): string {
  return tables[locale.split('-')[0]!.toLowerCase()]?.[id as K] ?? english;
}
