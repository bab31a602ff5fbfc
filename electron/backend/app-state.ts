import fs from 'node:fs';
import { z } from 'zod';
import { writeFileAtomic } from './fs-atomic';

/**
 * Machine-level state that must not live inside a save file: which file to reopen, recent files,
 * the window's bounds. A damaged state file is ignored (it is only convenience).
 */
const stateSchema = z.object({
  lastSave: z.string().nullable().default(null),
  recent: z.array(z.string()).default([]),
  window: z
    .object({
      x: z.number().optional(),
      y: z.number().optional(),
      width: z.number().min(200),
      height: z.number().min(200),
      maximized: z.boolean().default(false),
    })
    .nullable()
    .default(null),
});

export type AppState = z.infer<typeof stateSchema>;

const RECENT_MAX = 10;

export class AppStateStore {
  private state: AppState;

  constructor(private readonly file: string) {
    this.state = AppStateStore.read(file);
  }

  private static read(file: string): AppState {
    try {
      return stateSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    } catch {
      return stateSchema.parse({});
    }
  }

  get(): AppState {
    return structuredClone(this.state);
  }

  update(patch: Partial<AppState>): void {
    this.state = { ...this.state, ...patch };
    writeFileAtomic(this.file, JSON.stringify(this.state, null, 2));
  }

  /** Remember `file` as the last and most recent save. */
  rememberSave(file: string): void {
    const recent = [file, ...this.state.recent.filter((f) => f !== file)].slice(0, RECENT_MAX);
    this.update({ lastSave: file, recent });
  }
}
