// @vitest-environment happy-dom
import { act } from 'react';

// React's act() needs to be told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sitePages, type PageEntry } from './config/page-registry';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './islands/island-names';
import { mountIsland, type MountedIsland } from './islands/mount-island';
import { pageRenderer } from './prerender/render-page';
import { i18n } from './i18n/i18n';
import { pageModules } from './routes/page-modules';

/**
 * The fixture's own texts, in no locale file of the site: what its page says is its own, and
 * reaches the HTML (and only the HTML) through the registry entry's `meta`.
 */
const FIXTURE_TEXTS = {
  en: {
    title: 'Fixture page',
    description: 'A page that exists only in this test.',
    heading: 'A page of its own',
  },
  ko: { title: '시험용 페이지', description: '이 시험에만 있는 페이지입니다.', heading: '자기만의 페이지' },
} as const;
for (const [language, { title, description, heading }] of Object.entries(FIXTURE_TEXTS))
  i18n.addResourceBundle(
    language,
    'translation',
    { public: { fixture: { meta: { title, description }, heading } } },
    true,
    false,
  );

/** A page that exists only here, added through the registry alone (as in page-registry.test.tsx). */
function FixturePage() {
  const { t } = useTranslation();
  return <h1 data-testid="fixture-page">{t('public.fixture.heading')}</h1>;
}
const fixture: PageEntry = {
  path: '/fixture',
  name: 'fixture',
  meta: 'public.fixture',
  prerender: true,
  indexed: true,
  frame: 'public',
  texts: [],
  topBar: 5,
};
const render = pageRenderer([...sitePages, fixture], {
  ...pageModules,
  fixture: async () => ({ default: FixturePage }),
});

const mounted: MountedIsland[] = [];
afterEach(() => {
  act(() => mounted.splice(0).forEach((island) => island.unmount()));
  vi.restoreAllMocks();
});

describe('a page added to the registry alone, in the browser', () => {
  it.each(['/fixture', '/ko/fixture'])(
    'hydrates the top bar island of %s from its HTML, without a mismatch, and it answers',
    async (url) => {
      const page = await render(url);
      document.body.innerHTML = `<div id="root">${page.html}</div>`;
      const errors = vi.spyOn(console, 'error');
      const element = document.querySelector(`[${ISLAND_ATTRIBUTE}="top-bar"]`)!;
      const header = element.querySelector('header');
      const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE)!) as object;

      await act(async () => void mounted.push(await mountIsland(element, 'top-bar', props)));

      expect(errors).not.toHaveBeenCalled();
      // Hydrated, not rendered again: the build's elements are the ones React now owns.
      expect(element.querySelector('header')).toBe(header);
      const link = [...element.querySelectorAll('nav a')].find((a) =>
        a.getAttribute('href')?.endsWith('/fixture'),
      );
      expect(link?.getAttribute('href')).toBe(url);
      expect(link?.getAttribute('aria-current')).toBe('page');
      const menu = element.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')!;
      await act(async () => menu.click());
      expect(menu.getAttribute('aria-expanded')).toBe('true');
      // The page's own text stays the build's HTML: no script drew it.
      const language = url.startsWith('/ko') ? 'ko' : 'en';
      expect(page.title).toBe(FIXTURE_TEXTS[language].title);
      expect(document.querySelector('[data-testid="fixture-page"]')?.textContent).toBe(
        FIXTURE_TEXTS[language].heading,
      );
      // Its texts are in the HTML only: the island's props (all the script gets) do not hold them.
      expect(element.getAttribute(ISLAND_PROPS_ATTRIBUTE)).not.toContain(FIXTURE_TEXTS[language].heading);
    },
  );
});
