import { isValidElement } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { indexablePathsOf, prerenderedPathsOf } from './prerender/site-pages';
import { sitePages, USER_AREA, type PageEntry } from './config/page-registry';
import { userAreaPages } from './config/user-area-pages';
import { pageHead } from './prerender/page-head';
import { i18n } from './i18n/i18n';
import { pageRenderer } from './prerender/render-page';
import { sitemapXml } from './prerender/sitemap';
import { PublicLayout } from './layouts/public-layout';
import { pageModules, pageModulesByName } from './routes/page-modules';
import { buildRoutes } from './routes/router';
import { userAreaRoute } from './routes/page-routes';
import { userAreaFrame, userAreaPageFiles } from './routes/user-area-page-modules';

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

/** A page that exists only here: added through the registry alone, with texts of its own. */
function FixturePage() {
  const { t } = useTranslation();
  return (
    <main data-testid="fixture-page">
      <h1>{t('public.fixture.heading')}</h1>
    </main>
  );
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
  footer: { group: 'company', position: 6, label: 'aboutUs' },
};
const registry = [...sitePages, fixture];
const modules = { ...pageModules, fixture: async () => ({ default: FixturePage }) };

describe('a page added to the registry alone', () => {
  const render = pageRenderer(registry, modules);

  it('is routed and prerendered in both languages, with its title and its texts', async () => {
    expect(prerenderedPathsOf(registry)).toContain('/fixture');
    const english = await render('/fixture');
    expect(english.html).toContain('data-testid="fixture-page"');
    expect(english.title).toBe(FIXTURE_TEXTS.en.title);
    expect(english.description).toBe(FIXTURE_TEXTS.en.description);
    expect(english.html).toContain(`<h1>${FIXTURE_TEXTS.en.heading}</h1>`);
    const korean = await render('/ko/fixture');
    expect(korean.html).toContain('data-testid="fixture-page"');
    expect(korean.title).toBe(FIXTURE_TEXTS.ko.title);
    expect(korean.html).toContain(`<h1>${FIXTURE_TEXTS.ko.heading}</h1>`);
  });

  it('hydrates only its islands, whose props hold its link (the hydration itself: page-registry-hydration.test.tsx)', async () => {
    const english = await render('/fixture');
    expect(english.hydrate).toBe('islands');
    const props = /data-island="top-bar" data-island-props="([^"]*)"/.exec(english.html)?.[1];
    expect(props?.replaceAll('&quot;', '"')).toContain('"href":"/fixture"');
  });

  it('is linked from the top bar and the footer', async () => {
    const home = await render('/');
    expect(home.html).toMatch(/<nav[^>]*>.*href="\/fixture"/s);
    expect(home.html.match(/href="\/fixture"/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('is in the sitemap and names its twins', () => {
    const sitemap = sitemapXml(indexablePathsOf(registry));
    expect(sitemap).toContain('<loc>https://remoterl.com/fixture</loc>');
    expect(sitemap).toContain('<loc>https://remoterl.com/ko/fixture</loc>');
    const head = pageHead({ path: '/fixture', language: 'ko', title: 'T', description: 'D' }, registry);
    expect(head).toContain('hreflang="en" href="https://remoterl.com/fixture"');
    expect(head).not.toContain('noindex');
  });

  it('is nowhere without its entry', async () => {
    expect(prerenderedPathsOf(sitePages)).not.toContain('/fixture');
    expect(sitemapXml(indexablePathsOf(sitePages))).not.toContain('/fixture');
    await expect(pageRenderer()('/fixture')).rejects.toThrow(/answers 302/);
  });
});

/** Every locale file, per language, as i18n bundles them (i18n/i18n.ts). */
const localeFiles = import.meta.glob<Record<string, unknown>>('./i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});
const LANGUAGES = ['en', 'ko'] as const;

function hasText(language: string, key: string): boolean {
  return Object.entries(localeFiles).some(([file, texts]) => {
    if (!file.startsWith(`./i18n/locales/${language}/`)) return false;
    const value = key
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
        texts,
      );
    return typeof value === 'string' && value !== '';
  });
}

/**
 * The link labels a page's top-bar and footer places need (layouts/site-links.ts reads them), that
 * a language lacks: without one the link shows its raw key.
 */
function missingLinkLabels(entries: readonly PageEntry[]): string[] {
  return entries.flatMap((page) => {
    const keys = [
      ...(page.topBar === undefined ? [] : [`common.nav.${page.name}`]),
      ...(page.footer ? [`common.footer.links.${page.footer.label ?? page.name}`] : []),
    ];
    return LANGUAGES.flatMap((language) =>
      keys.filter((key) => !hasText(language, key)).map((key) => `${page.name}: ${language} ${key}`),
    );
  });
}

describe("the registry's link labels", () => {
  it('are written in both languages for every page in the top bar or the footer', () => {
    expect(missingLinkLabels(sitePages), 'add the label to i18n/locales/en/ and ko/ site.json').toEqual([]);
  });

  it('are found missing for a page whose label no language has', () => {
    expect(missingLinkLabels([fixture])).toEqual([
      'fixture: en common.nav.fixture',
      'fixture: ko common.nav.fixture',
    ]);
    expect(
      missingLinkLabels([{ ...fixture, topBar: undefined, footer: { group: 'company', position: 6 } }]),
    ).toEqual(['fixture: en common.footer.links.fixture', 'fixture: ko common.footer.links.fixture']);
  });
});

describe("the site's registry", () => {
  const inPublicFrame = (pathname: string) =>
    (matchRoutes(buildRoutes(), pathname) ?? []).some(
      ({ route }) => isValidElement(route.element) && route.element.type === PublicLayout,
    );

  it('has one entry for each page module, and a module for each entry', () => {
    const modules = { ...pageModules, ...pageModulesByName(userAreaPageFiles) };
    const entries = [...sitePages, ...userAreaPages];
    expect(entries.map((page) => page.name).sort()).toEqual(Object.keys(modules).sort());
  });

  it('routes every signed-in page once the user area is discovered, and none before', () => {
    const modules = pageModulesByName(userAreaPageFiles);
    expect(Object.keys(modules).sort()).toEqual(userAreaPages.map((page) => page.name).sort());
    const userArea = userAreaRoute(userAreaPages, modules, userAreaFrame);
    for (const page of userAreaPages) {
      expect(matchRoutes(buildRoutes(), page.path)?.at(-1)?.route.path, page.path).toBe('*');
      const matched = matchRoutes([userArea], page.path)?.at(-1)?.route;
      expect(matched?.lazy, page.path).toBeTypeOf('function');
    }
  });

  it('keeps the signed-in pages below the user area, whose guard and frame they get', () => {
    for (const page of userAreaPages) {
      expect(page.path.startsWith(`${USER_AREA}/`), page.path).toBe(true);
      expect(page.guard, page.path).toBe('signed-in');
    }
    for (const page of sitePages) expect(page.path.startsWith(`${USER_AREA}/`), page.path).toBe(false);
  });

  it('frames the public and sign-in pages in the public layout, in both languages, and not the user area', () => {
    for (const path of ['/pricing', '/ko/pricing', '/login', '/ko/signup', '/signup/onboarding'])
      expect(inPublicFrame(path), path).toBe(true);
    for (const path of ['/user/dashboard', '/user/billing/payment', '/not-found-cover'])
      expect(inPublicFrame(path), path).toBe(false);
  });
});
