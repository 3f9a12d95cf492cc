// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_MEASURE_PREFIX, PREFETCHED_ATTRIBUTE, prefetchWhenIdle } from './prefetch-islands';

/** Idle callbacks the test runs by hand, as the browser would once idle. */
let idle: (() => void)[] = [];
const runIdle = async () => {
  for (let round = 0; round < 10; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    idle.splice(0).forEach((callback) => callback());
  }
};

afterEach(() => {
  idle = [];
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute(PREFETCHED_ATTRIBUTE);
  performance.clearMeasures();
  Reflect.deleteProperty(navigator, 'connection');
});

describe('prefetchWhenIdle', () => {
  it('loads nothing before idle, then each island once, in order, one per idle period', async () => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const loaded: string[] = [];
    const done = prefetchWhenIdle(['top-bar', 'video-embed', 'top-bar'], async (name) => {
      loaded.push(name);
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toEqual([]);
    await runIdle();
    await done;
    expect(loaded).toEqual(['top-bar', 'video-embed']);
    expect(document.documentElement.hasAttribute(PREFETCHED_ATTRIBUTE)).toBe(true);
    expect(
      performance
        .getEntriesByType('measure')
        .map(({ name }) => name)
        .filter((name) => name.startsWith(PREFETCH_MEASURE_PREFIX)),
    ).toEqual([`${PREFETCH_MEASURE_PREFIX}top-bar`, `${PREFETCH_MEASURE_PREFIX}video-embed`]);
  });

  it('goes on past an island whose code could not load (offline), leaving it to intent', async () => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const loaded: string[] = [];
    const done = prefetchWhenIdle(['contact-form', 'top-bar'], async (name) => {
      loaded.push(name);
      if (name === 'contact-form') throw new Error('offline');
    });
    await runIdle();
    await done;
    expect(loaded).toEqual(['contact-form', 'top-bar']);
  });

  it('waits on a timer where there is no requestIdleCallback (Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    const done = prefetchWhenIdle(['quick-start'], load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    await done;
    vi.useRealTimers();
    expect(load).toHaveBeenCalledWith('quick-start');
  });

  it('fetches nothing ahead for a visitor who asked to save data', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const load = vi.fn(() => Promise.resolve());
    await prefetchWhenIdle(['top-bar'], load);
    expect(load).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute(PREFETCHED_ATTRIBUTE)).toBe(true);
  });
});
