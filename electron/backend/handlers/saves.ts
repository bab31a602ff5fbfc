import type { PartialHandlers } from '../context';

export const savesHandlers: PartialHandlers = {
  'saves.current': (_args, ctx) => ctx.saves.info(),
  'saves.list': (_args, ctx) => ctx.saves.list(),
  'saves.new': (args, ctx) => ctx.saves.createNew(args),
  'saves.open': (args, ctx) => ctx.saves.openPath(args.path),
  'saves.saveCopy': (args, ctx) => ctx.saves.saveCopy(args),

  'backups.list': (_args, ctx) => ctx.saves.listBackups(),
  'backups.create': (_args, ctx) => ctx.saves.createBackup(),
  'backups.restore': (args, ctx) => ctx.saves.restore(args.id),
};
