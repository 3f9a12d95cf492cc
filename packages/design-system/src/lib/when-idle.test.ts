// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

/**
 * A browser without requestIdleCallback, its timers faked. Only the timers: Vitest's fake timers
 * may otherwise bring a requestIdleCallback of their own (they fake the one the page had when
 * they were first set up).
 */
function withoutIdleCallback() {
  vi.stubGlobal('requestIdleCallback', undefined);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle where the browser can tell when it is idle', () => {
  it('asks for an idle period of at most 2 s and calls back, without the deadline, once it comes', () => {
    const requestIdleCallback = vi.fn<typeof window.requestIdleCallback>(() => 1);
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const callback = vi.fn();
    whenIdle(callback);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(callback).not.toHaveBeenCalled();
    requestIdleCallback.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 50 });
    expect(callback).toHaveBeenCalledOnce();
    expect(callback).toHaveBeenCalledWith();
  });

  it('bounds the wait by the given timeout', () => {
    const requestIdleCallback = vi.fn(() => 1);
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    whenIdle(() => undefined, { timeout: 500 });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
  });

  it('cancels the idle callback it asked for', () => {
    vi.stubGlobal('requestIdleCallback', () => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const cancel = whenIdle(() => undefined);
    expect(cancelIdleCallback).not.toHaveBeenCalled();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });
});

describe('whenIdle without requestIdleCallback (Safari)', () => {
  it.each([
    ['300 ms by default', undefined, 300],
    ['the given fallback delay', { fallbackDelay: 0 }, 0],
  ])('calls back after %s', (_, options, delay) => {
    withoutIdleCallback();
    const callback = vi.fn();
    whenIdle(callback, options);
    if (delay > 0) {
      vi.advanceTimersByTime(delay - 1);
      expect(callback).not.toHaveBeenCalled();
    }
    // Never synchronously, even with no delay: the caller's code after the call runs first.
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(delay === 0 ? 0 : 1);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('never calls back once cancelled', () => {
    withoutIdleCallback();
    const callback = vi.fn();
    const cancel = whenIdle(callback);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
  });
});
