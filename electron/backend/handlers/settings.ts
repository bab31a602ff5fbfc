import type { PartialHandlers } from '../context';
import { readSettings, writeSetting } from '../settings';

export const settingsHandlers: PartialHandlers = {
  'settings.get': (_args, ctx) => readSettings(ctx.saves.open),
  'settings.set': (args, ctx) => {
    const save = ctx.saves.require();
    writeSetting(save, args.key, args.value ?? null, ctx.now());
    const settings = readSettings(save);
    ctx.events.emit('settings.changed', { settings });
    return settings;
  },
};
