// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ThemeProvider, useThemeMode } from './theme-provider';
import { THEME_STORAGE_KEY, themeInitScript } from './theme-mode';

// React only reports act() warnings when told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What a theme toggle renders: the mode in attributes and in its name, as ThemeToggle does. */
function Toggle() {
  const { mode, toggleMode } = useThemeMode();
  return (
    <button
      type="button"
      data-mode={mode}
      aria-label={mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={toggleMode}
    />
  );
}

function page() {
  return (
    <ThemeProvider>
      <Toggle />
    </ThemeProvider>
  );
}

/**
 * Renders the page as a server would (no visitor storage there), then, as the visitor's browser,
 * stores `storedMode`, runs the head script and hydrates; collects what React reports.
 */
async function hydrateServerPage(storedMode?: 'light' | 'dark') {
  const serverHtml = renderToString(page());
  if (storedMode) localStorage.setItem(THEME_STORAGE_KEY, storedMode);
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  new Function(themeInitScript)();

  const errors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page(), {
      onRecoverableError: (error) => errors.push(error),
      onUncaughtError: (error) => errors.push(error),
    });
  });
  return { container, errors, unmount: () => act(() => root?.unmount()) };
}

describe('ThemeProvider hydration', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    document.body.innerHTML = '';
  });
  afterEach(() => localStorage.clear());

  it('hydrates a server-rendered page when the visitor stored the dark theme, then shows dark', async () => {
    const { container, errors, unmount } = await hydrateServerPage('dark');

    expect(errors).toEqual([]);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    const toggle = container.querySelector('button');
    expect(toggle?.getAttribute('data-mode')).toBe('dark');
    expect(toggle?.getAttribute('aria-label')).toBe('Switch to light theme');
    await unmount();
  });

  it('hydrates and stays light when nothing is stored', async () => {
    const { container, errors, unmount } = await hydrateServerPage();

    expect(errors).toEqual([]);
    expect(container.querySelector('button')?.getAttribute('data-mode')).toBe('light');
    await unmount();
  });

  it('toggles after hydration and stores the new choice', async () => {
    const { container, unmount } = await hydrateServerPage('dark');

    await act(async () => container.querySelector('button')?.click());
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(container.querySelector('button')?.getAttribute('data-mode')).toBe('light');
    await unmount();
  });
});
