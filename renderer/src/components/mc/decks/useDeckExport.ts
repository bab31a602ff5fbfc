import { useMessage } from 'naive-ui';
import { useI18n } from 'vue-i18n';
import { DECK_FORMATS, type DeckFormat } from '../../../../../core/api/decks';
import { useApiError } from '../../../composables/useApiError';
import { downloadText } from '../../../games/files';
import { useDecksStore } from '../../../stores/decks';
import { formatLabel } from './formats';

/**
 * Export a saved deck as a file: a download in the browser, the save dialog in Electron (the
 * download goes through it; see games/files.ts).
 */
export function useDeckExport() {
  const { t } = useI18n();
  const message = useMessage();
  const { notify } = useApiError();
  const decks = useDecksStore();

  const formatOptions = () => DECK_FORMATS.map((f) => ({ key: f, label: formatLabel(f, t) }));

  async function exportDeck(id: string, format: DeckFormat, version?: number): Promise<void> {
    try {
      const file = await decks.exportDeck(id, format, version);
      downloadText(file.fileName, file.content, file.mime.split(';')[0] || 'text/plain');
      message.success(t('mc.decks.exported', { file: file.fileName }));
    } catch (e) {
      notify(e);
    }
  }

  return { formatOptions, exportDeck };
}
