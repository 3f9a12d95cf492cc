// @vitest-environment happy-dom
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../i18n/languages';
import { LocalizedLink } from './localized-link';
import { paths, USER_AREA_HOME } from '../config/paths';

// React only reports act() warnings when told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function CurrentPath() {
  return <output>{useLocation().pathname}</output>;
}

/** A page in `language` with one LocalizedLink to `to`; returns the link and the shown path. */
async function renderLink(language: Language, to: string, onClick?: (event: React.MouseEvent) => void) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, resources: {}, initAsync: false });
  const page = (
    <I18nextProvider i18n={i18n}>
      <LocalizedLink to={to} onClick={onClick}>
        Go
      </LocalizedLink>
      <CurrentPath />
    </I18nextProvider>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/start'] });
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(<RouterProvider router={router} />);
  });
  const link = container.querySelector('a');
  if (!link) throw new Error('LocalizedLink rendered no anchor.');
  return { link, shownPath: () => container.querySelector('output')?.textContent };
}

/** Clicks `link` as a mouse would; returns whether the page let the browser follow it itself. */
async function click(link: HTMLAnchorElement, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  await act(async () => void link.dispatchEvent(event));
  return !event.defaultPrevented;
}

describe('LocalizedLink', () => {
  it("points a Korean page's link at the Korean twin and follows it without a page load", async () => {
    const { link, shownPath } = await renderLink('ko', paths.pricing);
    expect(link.getAttribute('href')).toBe('/ko/pricing');
    expect(await click(link)).toBe(false);
    expect(shownPath()).toBe('/ko/pricing');
  });

  it('keeps a query and a hash, and leaves paths without twins as they are', async () => {
    const twinned = await renderLink('ko', `${paths.pricing}?plan=premium#faq`);
    expect(twinned.link.getAttribute('href')).toBe('/ko/pricing?plan=premium#faq');
    act(() => root?.unmount());
    const untwinned = await renderLink('ko', USER_AREA_HOME);
    expect(untwinned.link.getAttribute('href')).toBe(USER_AREA_HOME);
  });

  it('leaves a modified click (new tab, new window) to the browser', async () => {
    const { link, shownPath } = await renderLink('en', paths.pricing);
    expect(await click(link, { ctrlKey: true })).toBe(true);
    expect(await click(link, { metaKey: true })).toBe(true);
    expect(await click(link, { shiftKey: true })).toBe(true);
    expect(shownPath()).toBe('/start');
  });

  it("runs the caller's onClick first, and navigates only if it did not prevent the default", async () => {
    const calls: string[] = [];
    const { link, shownPath } = await renderLink('en', paths.about, (event) => {
      calls.push('onClick');
      event.preventDefault();
    });
    await click(link);
    expect(calls).toEqual(['onClick']);
    expect(shownPath()).toBe('/start');
  });
});
