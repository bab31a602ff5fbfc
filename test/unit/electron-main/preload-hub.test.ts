import { describe, expect, it, vi } from 'vitest';
import { EVENT_NAMES } from '../../../core/api/events';
import { createEventHub } from '../../../electron/preload/hub';

describe('preload event hub', () => {
  it('delivers the payload only, to listeners of that event', () => {
    const hub = createEventHub(EVENT_NAMES);
    const a = vi.fn();
    const b = vi.fn();
    hub.on('save.changed', a);
    hub.on('settings.changed', b);
    hub.deliver({ event: 'save.changed', payload: { save: null } });
    expect(a).toHaveBeenCalledTimes(1);
    expect(a.mock.calls[0]).toEqual([{ save: null }]);
    expect(b).not.toHaveBeenCalled();
  });

  it('returns an unsubscribe that is safe to call twice', () => {
    const hub = createEventHub(EVENT_NAMES);
    const a = vi.fn();
    const off = hub.on('ui.navigate', a);
    off();
    off();
    hub.deliver({ event: 'ui.navigate', payload: { route: '/' } });
    expect(a).not.toHaveBeenCalled();
    expect(hub.listenerCount()).toBe(0);
  });

  it('keeps two subscriptions of the same function apart', () => {
    const hub = createEventHub(EVENT_NAMES);
    const a = vi.fn();
    const off1 = hub.on('backups.changed', a);
    hub.on('backups.changed', a);
    off1();
    hub.deliver({ event: 'backups.changed', payload: {} });
    expect(a).toHaveBeenCalledTimes(1);
  });

  it('refuses unknown event names and non-functions', () => {
    const hub = createEventHub(EVENT_NAMES);
    expect(() => hub.on('evil.event', () => {})).toThrow(TypeError);
    expect(() => hub.on(42, () => {})).toThrow(TypeError);
    expect(() => hub.on('save.changed', 'nope')).toThrow(TypeError);
  });

  it('drops malformed or unknown messages', () => {
    const hub = createEventHub(EVENT_NAMES);
    const a = vi.fn();
    hub.on('save.changed', a);
    for (const m of [null, undefined, 'save.changed', 42, {}, { event: 'other' }, { event: 7, payload: 1 }])
      hub.deliver(m);
    expect(a).not.toHaveBeenCalled();
  });

  it('keeps delivering when one listener throws', () => {
    const report = vi.fn();
    const hub = createEventHub(EVENT_NAMES, report);
    const after = vi.fn();
    hub.on('task.progress', () => {
      throw new Error('boom');
    });
    hub.on('task.progress', after);
    hub.deliver({ event: 'task.progress', payload: { task: 'x', done: 1, total: 2 } });
    expect(after).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledTimes(1);
  });
});
