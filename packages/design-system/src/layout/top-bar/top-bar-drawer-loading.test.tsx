// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopBar } from './top-bar';

// React only reports act() warnings when told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Counts evaluations of the drawer's module: it loads once, when the bar first wants it. */
const drawerLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../components/drawer/drawer', async (importOriginal) => {
  drawerLoads.count += 1;
  return importOriginal();
});

/** Idle callbacks, run by the test as the browser would once idle. */
let idle: (() => void)[] = [];
let root: Root | undefined;
let container: HTMLElement;

function stubScreen(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

async function renderBar(drawerLoading?: 'intent' | 'idle') {
  await act(async () => {
    root = createRoot(container);
    root.render(
      <TopBar
        logo="Site"
        links={[{ href: '/about', title: 'About' }]}
        signedIn={false}
        loginHref="/login"
        dashboardHref="/dashboard"
        drawerLoading={drawerLoading}
      />,
    );
  });
}

async function runIdle() {
  await act(async () => {
    idle.splice(0).forEach((callback) => callback());
  });
  // The drawer's module resolves after the idle callback: give its import the turns it takes.
  await act(() => vi.dynamicImportSettled());
}

beforeEach(() => {
  vi.resetModules();
  drawerLoads.count = 0;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  idle = [];
  vi.unstubAllGlobals();
});

describe('TopBar drawerLoading', () => {
  it("'idle' loads the drawer once the browser is idle on a narrow screen, before any press", async () => {
    stubScreen(false);
    await renderBar('idle');
    expect(drawerLoads.count).toBe(0);
    await runIdle();
    expect(drawerLoads.count).toBe(1);
  });

  it("'intent', the default, leaves it for the visitor's first reach", async () => {
    stubScreen(false);
    await renderBar();
    await runIdle();
    expect(drawerLoads.count).toBe(0);
  });

  it("'idle' loads nothing on a wide screen, which has no menu", async () => {
    stubScreen(true);
    await renderBar('idle');
    await runIdle();
    expect(drawerLoads.count).toBe(0);
  });
});
