import { useDialog, useMessage } from 'naive-ui';
import { h } from 'vue';
import { useI18n } from 'vue-i18n';
import { type DeckExport, type DeckFormat } from '../../../../../core/api/decks';
import { useApiError } from '../../../composables/useApiError';
import { downloadText } from '../../files';
import { formatLabel, MC_DECK_FORMATS } from './formats';
import ProblemList from './ProblemList.vue';
import { useDecksStore } from '../stores';

/**
 * Export a saved deck as a file: a download in the browser, the save dialog in Electron (the
 * download goes through it; see games/files.ts). When the file does not carry everything (an
 * OCTGN file leaves out cards without an OCTGN id), a dialog names those cards.
 */
export function useDeckExport() {
  const { t } = useI18n();
  const message = useMessage();
  const dialog = useDialog();
  const { notify } = useApiError();
  const decks = useDecksStore();

  const formatOptions = () => MC_DECK_FORMATS.map((f) => ({ key: f, label: formatLabel(f, t) }));

  function showWarnings(file: DeckExport): void {
    dialog.warning({
      title: t('mc.decks.exportWarnings.title', { file: file.fileName }),
      content: () =>
        h('div', { 'data-testid': 'export-warnings-dialog' }, [
          h(
            'p',
            { class: 'export-warnings-lead' },
            t('mc.decks.exportWarnings.lead', { n: file.warnings.length }, file.warnings.length),
          ),
          h(ProblemList, { problems: file.warnings, kind: 'format', severity: 'warning', testid: 'export-warnings' }),
        ]),
      positiveText: t('common.close'),
      autoFocus: true,
    });
  }

  async function exportDeck(id: string, format: DeckFormat, version?: number): Promise<void> {
    try {
      const file = await decks.exportDeck(id, format, version);
      downloadText(file.fileName, file.content, file.mime.split(';')[0] || 'text/plain');
      if (file.warnings.length) showWarnings(file);
      else message.success(t('mc.decks.exported', { file: file.fileName }));
    } catch (e) {
      notify(e);
    }
  }

  return { formatOptions, exportDeck };
}
