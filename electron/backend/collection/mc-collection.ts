import type { EventBus } from '../events';
import type { SaveService } from '../saves';
import type { McCatalogService } from '../catalog/mc-catalog';

/**
 * The Marvel Champions physical collection in the open save file (tables mc_products, mc_copies;
 * see db/migrations.ts v3) behind `collection.*`. TEMPORARY skeleton: filled in this session.
 */
export class McCollectionService {
  constructor(
    readonly saves: SaveService,
    readonly catalog: McCatalogService,
    readonly events: EventBus,
    readonly now: () => Date,
  ) {}

  /**
   * Copies available per printing code, for the deck builder's "only cards I own / that are free"
   * check: `owned` = status ok; `free` = status ok and not allocated, except to `exceptDeckId`.
   */
  availableByPrinting(kind: 'owned' | 'free', exceptDeckId?: string): Record<string, number> {
    const db = this.saves.require().db;
    const rows = db
      .prepare(
        `SELECT code, COUNT(*) AS n FROM mc_copies
          WHERE status = 'ok' AND (@kind = 'owned' OR deck_id IS NULL OR deck_id = @except)
          GROUP BY code`,
      )
      .all({ kind, except: exceptDeckId ?? null }) as Array<{ code: string; n: number }>;
    return Object.fromEntries(rows.map((r) => [r.code, r.n]));
  }
}
