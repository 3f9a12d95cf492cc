import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastApi } from './toast-api';
import { createToastStore, type ToastStore } from './toast-store';

function setup() {
  const store = createToastStore();
  return { store, toast: createToastApi(store) };
}

function withHost(store: ToastStore) {
  return store.attachHost({});
}

describe('toast store', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds typed records in arrival order and returns their ids', () => {
    const { store, toast } = setup();
    const first = toast.info('Saved');
    const second = toast.error('Failed', { autoClose: false });
    expect(first).not.toBe(second);
    expect(store.getSnapshot()).toEqual([
      { id: first, type: 'info', content: 'Saved', autoClose: undefined, open: true },
      { id: second, type: 'error', content: 'Failed', autoClose: false, open: true },
    ]);
    expect(toast.show('Plain')).toMatch(/^toast-/);
    expect(store.getSnapshot().at(-1)?.type).toBe('info');
  });

  it('updates an open toast in place and keeps undefined fields', () => {
    const { store, toast } = setup();
    toast.info('Before');
    const id = toast.warning('Saving…', { autoClose: false });
    expect(toast.update(id, { type: 'success', content: 'Saved', autoClose: undefined })).toBe(true);
    expect(store.getSnapshot()[1]).toEqual({
      id,
      type: 'success',
      content: 'Saved',
      autoClose: false,
      open: true,
    });
    expect(toast.update('missing', { content: 'x' })).toBe(false);
  });

  it('treats showing with the id of an open toast as an update', () => {
    const { store, toast } = setup();
    const id = toast.info('One', { id: 'payment' });
    expect(toast.error('Two', { id })).toBe('payment');
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]).toMatchObject({ id: 'payment', type: 'error', content: 'Two' });
  });

  it('without a provider, dismiss removes at once; with one, it closes and waits for release', () => {
    const { store, toast } = setup();
    const a = toast.info('A');
    toast.dismiss(a);
    expect(store.getSnapshot()).toEqual([]);

    withHost(store);
    const b = toast.info('B');
    const c = toast.info('C');
    toast.dismiss(b);
    expect(store.getSnapshot().map((record) => [record.id, record.open])).toEqual([
      [b, false],
      [c, true],
    ]);
    expect(toast.update(b, { content: 'too late' })).toBe(false);
    store.release(c); // open toasts are never released
    store.release(b);
    expect(store.getSnapshot().map((record) => record.id)).toEqual([c]);
    toast.dismiss();
    expect(store.getSnapshot().every((record) => !record.open)).toBe(true);
  });

  it('notifies subscribers on every change and stops after unsubscribe', () => {
    const { store, toast } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = toast.success('Hi');
    toast.update(id, { content: 'Hello' });
    toast.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    toast.info('Unheard');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('lets only the first provider render and hands over when it leaves', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = setup();
    const first = {};
    const second = {};
    const detachFirst = store.attachHost(first);
    const detachSecond = store.attachHost(second);
    expect(store.getHost()).toBe(first);
    expect(warn).toHaveBeenCalledOnce();
    detachFirst();
    expect(store.getHost()).toBe(second);
    detachSecond();
    expect(store.getHost()).toBeUndefined();
  });
});
