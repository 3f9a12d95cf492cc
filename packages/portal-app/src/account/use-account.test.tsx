// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountState } from './account-state';

// React only reports act() warnings when told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ada = { uid: 'uid-ada', email: 'ada@example.com', displayName: 'Ada' };
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  localStorage.clear();
});
beforeEach(() => {
  vi.resetModules();
});

/** Renders `useAccount` (fresh modules each test: the loader keeps its store) and reports each value. */
async function renderAccount<Selected>(select?: (state: AccountState) => Selected) {
  const doors = await import('./index');
  const seen: unknown[] = [];
  function Probe() {
    seen.push(select ? doors.useAccount(select) : doors.useAccount());
    return null;
  }
  root = createRoot(document.createElement('div'));
  act(() => root?.render(<Probe />));
  return { doors, seen };
}

describe('useAccount', () => {
  it('reads as signed out, without loading the store, while nothing is stored', async () => {
    const { doors, seen } = await renderAccount();
    const arrived = vi.fn();
    doors.whenAccountLoads(arrived);
    expect(seen.at(-1)).toBe('signed-out');
    expect(arrived).not.toHaveBeenCalled();
  });

  it('follows the store once it has loaded, and every change after', async () => {
    const { doors, seen } = await renderAccount();
    const store = await act(() => doors.loadAccount());
    act(() => store.getState().setUser({ ...ada, apiKey: 'api_7d3e9a52-1c4b-4f8e-a6d2-5b9c0e1f3a47' }));
    expect(seen.at(-1)).toMatchObject(ada);
    act(() => store.getState().clearUser());
    expect(seen.at(-1)).toBe('signed-out');
  });

  it('selects from a signed-out state until the store loads, then from the store', async () => {
    const { doors, seen } = await renderAccount((state) => state.keyStatus);
    expect(seen.at(-1)).toBe('idle');
    const store = await act(() => doors.loadAccount());
    act(() => store.setState({ keyStatus: 'failed' }));
    expect(seen.at(-1)).toBe('failed');
  });

  it('refuses a change before the store has loaded, rather than losing it', async () => {
    const { seen } = await renderAccount((state) => state.setUser);
    expect(() => (seen.at(-1) as AccountState['setUser'])(ada)).toThrow(/loadAccount/);
  });
});
