// What every table-tracker board does the same way (a game played with the real box, its tracker beside
// it): the tracker's content loaded once, the view, when nothing may be sent, one send per control, and
// the props of a counter with − / + and a typed value (TrackCounter.vue). Also the names the log and the
// prompts show for the kernel's manual parameters and the tracker's own. The board keeps what is its game's.
import { useDialog } from 'naive-ui';
import { computed, onBeforeUnmount, type ComputedRef } from 'vue';
import { useI18n } from 'vue-i18n';
import type { BoardEmits, BoardProps, GameAction } from '../../games/boards';
import { countedText, provideParamNames, type ParamNamer } from '../../games/text';
import { useGameContentStore } from '../../stores/gameContent';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** What a tracker's view always holds: every counter's value and bounds. */
export interface TrackerCounters {
  readonly counters: Readonly<Record<string, number>>;
  readonly bounds: Readonly<Record<string, { min: number; max: number }>>;
}

export interface TrackerBoardOptions<V> {
  /** The tracker's engine id (its content is loaded under it). */
  readonly engine: string;
  /** Where the board's texts live, e.g. `<tracker>.ui`. */
  readonly ui: string;
  /** The prefix of every counter's test id. */
  readonly testid: string;
  /** Whether the game is over (nothing may be sent then). */
  readonly over: (view: V) => boolean;
  /** A counter's name. */
  readonly counterName: (t: Translate, id: string) => string;
  /** The tracker's message prefix and how it names its own parameters in the log and prompts. */
  readonly own: { readonly prefix: string; readonly names: ParamNamer };
  /** How the kernel's manual parameters are named (default: only `counter`, by its name). */
  readonly kernelNames?: ParamNamer;
}

type Emit = <K extends keyof BoardEmits>(event: K, ...args: BoardEmits[K]) => void;

export function useTrackerBoard<V extends TrackerCounters, C>(
  props: BoardProps,
  emit: Emit,
  o: TrackerBoardOptions<V>,
) {
  const { t: i18nT, n: i18nN } = useI18n();
  // a numeric `n` also chooses the plural form, as in the game frame's log (countedText)
  const t: Translate = (key, params) => countedText(i18nT, key, params ?? {});
  const dialog = useDialog();

  const contentStore = useGameContentStore();
  void contentStore.load(o.engine).catch(() => undefined);
  const content: ComputedRef<C | null> = computed(() => (contentStore.get(o.engine) as C | undefined) ?? null);

  const view = computed(() => props.game.view as V);
  const over = computed(() => o.over(view.value));
  const disabled = computed(() => props.readOnly || props.busy || over.value);

  function send(action: GameAction): void {
    if (!disabled.value) emit('act', action);
  }

  const value = (id: string) => view.value.counters[id] ?? 0;
  const bounds = (id: string) => view.value.bounds[id] ?? { min: 0, max: 0 };
  const setCounter = (counter: string, v: number) => send({ type: 'manual.setCounter', counter, value: v });

  /**
   * The props of a counter: its name, value, − / + labels and whether each is in bounds. A value shown in
   * words (`shown`) is changed with − / + only; `compact` is passed on only when given.
   */
  function counter(id: string, opts: { label?: string; shown?: string; compact?: boolean } = {}) {
    const name = o.counterName(t, id);
    const v = value(id);
    const b = bounds(id);
    return {
      label: opts.label ?? name,
      inputLabel: name,
      value: opts.shown ?? String(v),
      typed: opts.shown === undefined ? v : undefined,
      lessLabel: t(`${o.ui}.less`, { name }),
      moreLabel: t(`${o.ui}.more`, { name }),
      canLess: v > b.min,
      canMore: v < b.max,
      disabled: disabled.value,
      ...(opts.compact === undefined ? {} : { compact: opts.compact }),
      testid: `${o.testid}-${id.replace(/\./g, '-')}`,
      // TrackCounter's events, bound with the props (v-bind passes on* keys as listeners)
      onChange: (n: number) => setCounter(id, value(id) + n),
      onSet: (x: number) => setCounter(id, x),
    };
  }

  const stopKernel = provideParamNames(
    'kernel.manual.',
    o.kernelNames ?? ((name, v) => (name === 'counter' && typeof v === 'string' ? o.counterName(t, v) : null)),
  );
  const stopOwn = provideParamNames(o.own.prefix, o.own.names);
  onBeforeUnmount(() => {
    stopKernel();
    stopOwn();
  });

  return { t, n: i18nN, dialog, content, view, over, disabled, send, value, bounds, counter };
}
