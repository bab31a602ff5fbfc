// The `hyphen` package's per-language modules (CommonJS, no types of their own): TeX hyphenation patterns.
declare module 'hyphen/*' {
  interface HyphenOptions {
    /** The character put at each hyphenation point (default: the soft hyphen). */
    hyphenChar?: string;
    /** Words shorter than this are left whole (default 5). */
    minWordLength?: number;
  }
  export function hyphenateSync(text: string, options?: HyphenOptions): string;
  const language: { hyphenateSync: typeof hyphenateSync };
  export default language;
}
