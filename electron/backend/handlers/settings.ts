import type { PartialHandlers } from '../context';
import { readSettings, writeSetting } from '../settings';

export const settingsHandlers: PartialHandlers = {
  'settings.get': (_args, ctx) => readSettings(ctx.saves.open),
  'settings.set': (args, ctx) => {
    const save = ctx.saves.require();
    writeSetting(save, args.key, args.value ?? null, ctx.now());
    const settings = readSettings(save);
    ctx.events.emit('settings.changed', { settings });
    // what counts as free for decks moved: every game's collection counts and checks with it
    if (args.key === 'damagedCopiesAvailable')
      for (const game of Object.keys(ctx.collections)) ctx.events.emit('collection.changed', { game });
    return settings;
  },
};
