import { gameInfo } from '../../../core/platform/definition';
import { SAVE_KIND } from '../db/kinds';
import { latestVersion } from '../db/migrations';
import type { PartialHandlers } from '../context';

export const appHandlers: PartialHandlers = {
  'app.info': (_args, ctx) => ({
    version: ctx.appVersion,
    platform: ctx.platform,
    dataDir: ctx.layout.dataDir,
    savesDir: ctx.layout.savesDir,
    catalogPath: ctx.layout.catalogPath,
    schemaVersion: latestVersion(SAVE_KIND.migrations),
    games: [...ctx.gameDefs.values()].map(gameInfo),
    save: ctx.saves.info(),
    saveProblem: ctx.saves.startupProblem,
  }),
};
