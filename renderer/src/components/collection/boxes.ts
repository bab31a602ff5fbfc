import { onScopeDispose, ref, shallowRef } from 'vue';
import type { BoxInfo, BoxLine, BoxesView } from '../../../../core/api/collection';
import type { MethodArgs } from '../../../../core/api/methods';
import { api } from '../../api/client';

/**
 * A game's boxes counted component by component (`collection.boxes` and friends), for the generic
 * box checklist (BoxCollection.vue). Reads again whenever the collection of the game or the open
 * save file changes (another window, another page).
 */

/** A heading of a box's checklist and its lines, in the game's order (first line of each heading). */
export interface LineGroup {
  /** The heading's message key ('' for lines the game's list no longer names). */
  groupKey: string;
  lines: BoxLine[];
}

/** The lines under their headings, headings in the order their first line comes. */
export function groupLines(lines: readonly BoxLine[]): LineGroup[] {
  const groups: LineGroup[] = [];
  const byKey = new Map<string, LineGroup>();
  for (const l of lines) {
    const key = l.agreement === 'removed' ? '' : l.groupKey;
    let g = byKey.get(key);
    if (!g) {
      g = { groupKey: key, lines: [] };
      byKey.set(key, g);
      groups.push(g);
    }
    g.lines.push(l);
  }
  return groups;
}

export type ComponentPatch = Omit<MethodArgs<'collection.setComponent'>, 'game' | 'id' | 'component'>;

export function useBoxes(game: string) {
  const view = shallowRef<BoxesView | null>(null);
  const loadError = shallowRef<unknown>(null);
  const loading = ref(false);

  async function load(): Promise<void> {
    loading.value = true;
    try {
      view.value = await api.call('collection.boxes', { game });
      loadError.value = null;
    } catch (e) {
      loadError.value = e;
    } finally {
      loading.value = false;
    }
  }

  /** Puts a box the backend returned in place (the pushed change reads everything again later). */
  function replace(box: BoxInfo): void {
    const v = view.value;
    if (!v) return;
    view.value = { ...v, boxes: v.boxes.map((b) => (b.id === box.id ? box : b)) };
  }

  async function add(code: string, count: number): Promise<BoxInfo[]> {
    const added = await api.call('collection.addBox', { game, code, count });
    const v = view.value;
    if (v) view.value = { ...v, boxes: [...v.boxes, ...added] };
    return added;
  }

  async function remove(id: string): Promise<void> {
    await api.call('collection.removeBox', { game, id });
    const v = view.value;
    if (v) view.value = { ...v, boxes: v.boxes.filter((b) => b.id !== id) };
  }

  async function setComponent(id: string, component: string, patch: ComponentPatch): Promise<void> {
    replace(await api.call('collection.setComponent', { game, id, component, ...patch }));
  }

  async function acceptList(id: string): Promise<void> {
    replace(await api.call('collection.acceptBoxList', { game, id }));
  }

  const offs = [
    api.on('collection.changed', (e) => {
      if (e.game === game) void load();
    }),
    api.on('save.changed', () => void load()),
  ];
  onScopeDispose(() => offs.forEach((off) => off()));

  return { view, loadError, loading, load, add, remove, setComponent, acceptList };
}
