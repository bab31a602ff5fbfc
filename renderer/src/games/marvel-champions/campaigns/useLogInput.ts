import { useMessage } from 'naive-ui';
import type { CampaignInputArg } from '../../../../../core/games/marvel-champions/campaign';
import { useCampaignsStore } from './store';
import { useCampaignText } from './useCampaignText';

/**
 * Send one entry to the open campaign's log from a control on the page. A rejected entry (the
 * definition or the log does not allow it) is shown as a translated notification naming the
 * reason; the log stays as it was. Returns whether the entry was recorded.
 */
export function useLogInput() {
  const campaigns = useCampaignsStore();
  const message = useMessage();
  const { notify } = useCampaignText();

  async function send(input: CampaignInputArg, done?: string): Promise<boolean> {
    try {
      await campaigns.input(input);
      if (done) message.success(done);
      return true;
    } catch (e) {
      notify(e);
      return false;
    }
  }

  return { send };
}
