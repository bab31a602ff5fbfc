import crypto from 'node:crypto';
import {
  MAX_COMPONENT_COUNT,
  type BoxInfo,
  type BoxKindInfo,
  type BoxesView,
  type BoxLine,
} from '../../../core/api/collection';
import { DeckhandError } from '../../../core/api/errors';
import {
  acceptList,
  compareBox,
  componentCountProblem,
  componentShortfalls,
  type BoxDefinition,
  type ComponentNeed,
  type ComponentShortfall,
  type StoredComponent,
} from '../../../core/platform/collection';
import type { EventBus } from '../events';
import { repoOnOpenFile } from '../saved-records';
import type { SaveService } from '../saves';
import { ProductsRepo, type ProductContent, type StoredProduct } from './products-repo';

/** What a component line keeps in `product_contents.data`. */
interface LineData {
  note?: string;
  /** The user set the box's count for this line. */
  corrected?: boolean;
}

const stored = (c: ProductContent): StoredComponent => {
  const d = c.data as LineData;
  return {
    component: c.component,
    quantity: c.quantity,
    missing: c.missing,
    damaged: c.damaged,
    corrected: d.corrected === true,
    note: typeof d.note === 'string' ? d.note : '',
  };
};

const content = (s: StoredComponent): ProductContent => ({
  component: s.component,
  quantity: s.quantity,
  missing: s.missing,
  damaged: s.damaged,
  data: { ...(s.note ? { note: s.note } : {}), ...(s.corrected ? { corrected: true } : {}) },
});

/**
 * One game's boxes counted component by component (product kind `components`, save schema v6
 * tables `products` and `product_contents`) behind `collection.boxes`, `addBox`, `removeBox`,
 * `setComponent` and `acceptBoxList`. The game's definition lists the boxes it knows
 * (`collection.boxes`); a stored box keeps the counts it was added with: when the game's list
 * changes (a count corrected in a release) the difference is shown on the box and nothing changes
 * until the user accepts the list. Every mutation is one transaction and ends with
 * `collection.changed`.
 *
 * Games ask it whether the table has the pieces their options need (`shortfalls`): see
 * core/platform/collection.ts componentShortfalls.
 */
export class BoxesService {
  private readonly repoOf: () => ProductsRepo;
  private readonly byCode: ReadonlyMap<string, BoxDefinition>;

  constructor(
    readonly game: string,
    readonly boxes: readonly BoxDefinition[],
    readonly saves: SaveService,
    readonly events: EventBus,
    readonly now: () => Date,
  ) {
    this.byCode = new Map(boxes.map((b) => [b.code, b]));
    this.repoOf = repoOnOpenFile(saves, (db) => new ProductsRepo(db, game));
  }

  private get repo(): ProductsRepo {
    return this.repoOf();
  }

  private changed(): void {
    this.events.emit('collection.changed', { game: this.game });
  }

  private owned(): StoredProduct[] {
    return this.repo.list().filter((p) => p.kind === 'components');
  }

  private requireBox(id: string): StoredProduct {
    const p = this.repo.get(id);
    if (!p || p.kind !== 'components') throw new DeckhandError('product_not_found', { id });
    return p;
  }

  private info(p: StoredProduct): BoxInfo {
    const def = this.byCode.get(p.code) ?? null;
    const lines: BoxLine[] = compareBox(def, p.contents.map(stored));
    const totals = { pieces: 0, missing: 0, damaged: 0 };
    for (const l of lines) {
      if (l.quantity === null) continue;
      totals.pieces += l.quantity;
      totals.missing += l.missing;
      totals.damaged += l.damaged;
    }
    return {
      id: p.id,
      code: p.code,
      nameKey: def?.nameKey ?? '',
      name: def?.name ?? p.code,
      known: def !== null,
      note: p.note,
      location: p.location,
      addedAt: p.addedAt,
      lines,
      totals,
      differences: lines.filter((l) => l.agreement !== 'same').length,
    };
  }

  // ---- reading

  kinds(): BoxKindInfo[] {
    return this.boxes.map((b) => ({
      code: b.code,
      nameKey: b.nameKey,
      name: b.name,
      components: b.components.map((c) => ({
        key: c.key,
        groupKey: c.groupKey,
        nameKey: c.nameKey,
        count: c.count,
        unconfirmed: c.unconfirmed ?? false,
        offTable: c.offTable ?? false,
      })),
    }));
  }

  view(): BoxesView {
    return { kinds: this.kinds(), boxes: this.owned().map((p) => this.info(p)) };
  }

  // ---- changing

  /** Adds `count` copies of a box from the game's list, each with every component there. */
  add(args: { code: string; count: number; location?: string; note?: string }): BoxInfo[] {
    const def = this.byCode.get(args.code);
    if (!def) throw new DeckhandError('product_not_found', { packCode: args.code });
    const repo = this.repo;
    const addedAt = this.now().toISOString();
    const made: StoredProduct[] = [];
    repo.db.transaction(() => {
      for (let i = 0; i < args.count; i++) {
        const p: StoredProduct = {
          id: crypto.randomUUID(),
          kind: 'components',
          code: def.code,
          location: args.location ?? '',
          note: args.note ?? '',
          addedAt,
          data: {},
          contents: def.components.map((c) =>
            content({ component: c.key, quantity: c.count, missing: 0, damaged: 0, corrected: false, note: '' }),
          ),
        };
        repo.insert(p);
        made.push(p);
      }
    })();
    this.changed();
    return made.map((p) => this.info(this.requireBox(p.id)));
  }

  remove(id: string): { removed: number } {
    this.requireBox(id);
    this.repo.remove(id); // its contents go with it (ON DELETE CASCADE)
    this.changed();
    return { removed: 1 };
  }

  /**
   * One line of a box: its missing and damaged pieces, its count (the user's correction), its note.
   * Refused with `component_count_invalid` (field, value, the box's count, the reason) for a value
   * below 0, above the box's count, missing and damaged together above it, or a count above 999;
   * a component the stored box does not hold is `component_not_found` (accept the list first).
   */
  setComponent(args: {
    id: string;
    component: string;
    quantity?: number;
    missing?: number;
    damaged?: number;
    note?: string;
  }): BoxInfo {
    const repo = this.repo;
    const box = this.requireBox(args.id);
    const line = box.contents.find((c) => c.component === args.component);
    if (!line) throw new DeckhandError('component_not_found', { id: box.id, component: args.component });
    const s = stored(line);
    const next: StoredComponent = {
      ...s,
      quantity: args.quantity ?? s.quantity,
      missing: args.missing ?? s.missing,
      damaged: args.damaged ?? s.damaged,
      note: args.note ?? s.note,
    };
    if (next.quantity > MAX_COMPONENT_COUNT)
      throw new DeckhandError('component_count_invalid', {
        component: args.component,
        field: 'quantity',
        value: next.quantity,
        max: MAX_COMPONENT_COUNT,
        reason: 'aboveMax',
      });
    const problem = componentCountProblem(next);
    if (problem)
      throw new DeckhandError('component_count_invalid', {
        component: args.component,
        field: problem.field,
        value: next[problem.field],
        max: next.quantity,
        reason: problem.reason,
      });
    if (args.quantity !== undefined) {
      const listed = this.byCode.get(box.code)?.components.find((c) => c.key === args.component)?.count;
      next.corrected = listed === undefined || args.quantity !== listed;
    }
    const same =
      next.quantity === s.quantity &&
      next.missing === s.missing &&
      next.damaged === s.damaged &&
      next.note === s.note &&
      next.corrected === s.corrected;
    if (!same) {
      repo.updateContent(box.id, content(next));
      this.changed();
    }
    return this.info(this.requireBox(box.id));
  }

  /** Takes over the game's current list for a box (see acceptList); a box the game no longer knows is refused. */
  acceptList(id: string): BoxInfo {
    const box = this.requireBox(id);
    const def = this.byCode.get(box.code);
    if (!def) throw new DeckhandError('product_not_found', { id, packCode: box.code });
    const before = this.info(box);
    if (before.differences > 0) {
      this.repo.replaceContents(box.id, acceptList(def, box.contents.map(stored)).map(content));
      this.changed();
    }
    return this.info(this.requireBox(box.id));
  }

  // ---- what a game needs on the table

  /** The needs the user's boxes cannot meet (products without a box in the collection are not checked). */
  shortfalls(needs: readonly ComponentNeed[]): ComponentShortfall[] {
    return componentShortfalls(
      needs,
      this.owned().map((p) => ({ code: p.code, contents: p.contents })),
    );
  }

  /**
   * Refuses with `components_missing` when the boxes lack pieces the needs name: `pieces` short in
   * all, `componentKeys` the short components' name messages (the renderer shows them in the UI
   * language), `components` as `<box>/<component>`.
   */
  requireComponents(needs: readonly ComponentNeed[]): void {
    const short = this.shortfalls(needs);
    if (!short.length) return;
    throw new DeckhandError('components_missing', {
      game: this.game,
      pieces: short.reduce((n, s) => n + s.needed - s.available, 0),
      componentKeys: short.map(
        (s) => this.byCode.get(s.product)?.components.find((c) => c.key === s.component)?.nameKey ?? s.component,
      ),
      components: short.map((s) => `${s.product}/${s.component}`),
    });
  }
}
