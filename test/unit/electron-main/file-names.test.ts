import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copySavePath, uniqueSavePath, withSaveExt } from '../../../electron/main/file-names';

const dir = path.join(path.sep, 'data', 'saves');
const taken =
  (...names: string[]) =>
  (file: string) =>
    names.map((n) => path.join(dir, n)).includes(file);

describe('file names proposed by the File menu', () => {
  it('adds the extension a file chooser left out', () => {
    expect(withSaveExt('/a/My games')).toBe('/a/My games.deckhand');
    expect(withSaveExt('/a/My games.deckhand')).toBe('/a/My games.deckhand');
    expect(withSaveExt('/a/Upper.DECKHAND')).toBe('/a/Upper.DECKHAND');
  });

  it('proposes a name that does not replace an existing file', () => {
    expect(uniqueSavePath(dir, 'Deckhand', taken())).toBe(path.join(dir, 'Deckhand.deckhand'));
    expect(uniqueSavePath(dir, 'Deckhand', taken('Deckhand.deckhand'))).toBe(path.join(dir, 'Deckhand 2.deckhand'));
    expect(uniqueSavePath(dir, 'Deckhand', taken('Deckhand.deckhand', 'Deckhand 2.deckhand'))).toBe(
      path.join(dir, 'Deckhand 3.deckhand'),
    );
  });

  it('proposes a copy beside the open file, named in the UI language', () => {
    const current = path.join(dir, 'Campaign.deckhand');
    expect(copySavePath(current, '(kopya)', taken())).toBe(path.join(dir, 'Campaign (kopya).deckhand'));
    expect(copySavePath(current, '(copy)', taken('Campaign (copy).deckhand'))).toBe(
      path.join(dir, 'Campaign (copy) 2.deckhand'),
    );
  });
});
