import { isValidElement } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n/i18n';
import { SUPPORTED_LANGUAGES, type Language } from './i18n/languages';
import { linkLabelKey } from './layouts/site-links';
import { indexablePathsOf, prerenderedPathsOf } from './prerender/site-pages';
import { sitePages, USER_AREA, type PageEntry } from './config/page-registry';
import { userAreaPages } from './config/user-area-pages';
import { pageHead } from './prerender/page-head';
import { pageRenderer } from './prerender/render-page';
import { sitemapXml } from './prerender/sitemap';
import { PublicLayout } from './layouts/public-layout';
import { pageModules, pageModulesByName } from './routes/page-modules';
import { buildRoutes } from './routes/router';
import { userAreaRoute } from './routes/page-routes';
import { userAreaFrame, userAreaPageFiles } from './routes/user-area-page-modules';

const LANGUAGES = SUPPORTED_LANGUAGES;

/** A page that exists only here: added through the registry, with texts of its own. */
function FixturePage() {
  const { t } = useTranslation();
  return (
    <main data-testid="fixture-page">
      <h1>{t('public.fixture.heading')}</h1>
    </main>
  );
}

/**
 * The fixture's locale area (`locales/<language>/fixture.json` for a real page): its title and
 * description, its heading and its link labels. The labels also go where the build puts every
 * page's, into the frame's texts (build/page-link-labels.ts).
 */
const fixtureTexts = {
  en: {
    public: {
      fixture: {
        meta: { title: 'Fixture page', description: 'A page the registry test adds.' },
        heading: 'Fixture heading',
      },
    },
    pageLinks: { fixture: { topBar: 'Fixture', footer: 'The fixture' } },
  },
  ko: {
    public: {
      fixture: {
        meta: { title: '시험 페이지', description: '레지스트리 테스트가 더하는 페이지.' },
        heading: '시험 제목',
      },
    },
    pageLinks: { fixture: { topBar: '시험', footer: '시험 페이지 링크' } },
  },
};

const fixture: PageEntry = {
  path: '/fixture',
  name: 'fixture',
  meta: 'public.fixture',
  prerender: true,
  indexed: true,
  frame: 'public',
  texts: ['fixture'],
  topBar: 5,
  footer: { group: 'company', position: 6 },
};
const registry = [...sitePages, fixture];
const modules = { ...pageModules, fixture: async () => ({ default: FixturePage }) };

describe('a page added to the registry with its texts', () => {
  const render = pageRenderer(registry, modules);
  // As loadLanguage() would add its locale area (this file's module keeps them to itself).
  beforeAll(() => {
    for (const language of LANGUAGES)
      i18n.addResourceBundle(language, 'translation', fixtureTexts[language], true, false);
  });

  it('is routed and prerendered in both languages, with its title and its texts', async () => {
    expect(prerenderedPathsOf(registry)).toContain('/fixture');
    const english = await render('/fixture');
    expect(english.html).toContain('data-testid="fixture-page"');
    expect(english.title).toBe('Fixture page');
    expect(english.html).toContain('<h1>Fixture heading</h1>');
    const korean = await render('/ko/fixture');
    expect(korean.html).toContain('data-testid="fixture-page"');
    expect(korean.title).toBe('시험 페이지');
    expect(korean.html).toContain('<h1>시험 제목</h1>');
  });

  it('hydrates only its islands, whose props hold its link (the hydration itself: page-registry-hydration.test.tsx)', async () => {
    const english = await render('/fixture');
    expect(english.hydrate).toBe('islands');
    const props = /data-island="top-bar" data-island-props="([^"]*)"/.exec(english.html)?.[1];
    expect(props?.replaceAll('&quot;', '"')).toContain('"href":"/fixture"');
  });

  it('is linked from the top bar and the footer, labelled in each language', async () => {
    const home = await render('/');
    expect(home.html).toMatch(/<nav[^>]*>.*<a[^>]*href="\/fixture"[^>]*>Fixture<\/a>/s);
    expect(home.html).toMatch(/<a[^>]*href="\/fixture"[^>]*>The fixture<\/a>/);
    const korean = await render('/ko');
    // (The Korean twin's prefix comes from the site's own registry, which has no fixture.)
    expect(korean.html).toMatch(/<nav[^>]*>.*<a[^>]*href="[^"]*\/fixture"[^>]*>시험<\/a>/s);
    expect(korean.html).toMatch(/<a[^>]*href="[^"]*\/fixture"[^>]*>시험 페이지 링크<\/a>/);
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

/** A language's locale area (`locales/<language>/<area>.json`), or undefined. */
const areaTexts = (language: Language, area: string): unknown =>
  localeFiles[`./i18n/locales/${language}/${area}.json`];

function textAt(texts: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      texts,
    );
}

/**
 * The link labels a page's top-bar and footer places need (layouts/site-links.ts reads them),
 * that its own texts (the areas of its entry) lack in a language: without one the link shows
 * its raw key on every page.
 */
function missingLinkLabels(
  entries: readonly PageEntry[],
  textsOf: (language: Language, area: string) => unknown = areaTexts,
): string[] {
  return entries.flatMap((page) => {
    const keys = [
      ...(page.topBar === undefined ? [] : [linkLabelKey(page.name, 'topBar')]),
      ...(page.footer ? [linkLabelKey(page.name, 'footer')] : []),
    ];
    return LANGUAGES.flatMap((language) =>
      keys
        .filter((key) => !page.texts.some((area) => isText(textAt(textsOf(language, area), key))))
        .map((key) => `${page.name}: ${language} ${key}`),
    );
  });
}
const isText = (value: unknown) => typeof value === 'string' && value !== '';

describe("the registry's link labels", () => {
  it("are written in both languages with every linked page's own texts", () => {
    expect(
      missingLinkLabels(sitePages),
      "add pageLinks.<name>.topBar / .footer to the page's texts in i18n/locales/en/ and ko/",
    ).toEqual([]);
  });

  it('are found missing for a page whose texts lack them in a language', () => {
    const fixtureArea = (language: Language, area: string) =>
      area === 'fixture' ? fixtureTexts[language] : areaTexts(language, area);
    expect(missingLinkLabels([fixture], fixtureArea)).toEqual([]);
    expect(missingLinkLabels([fixture])).toEqual([
      'fixture: en pageLinks.fixture.topBar',
      'fixture: en pageLinks.fixture.footer',
      'fixture: ko pageLinks.fixture.topBar',
      'fixture: ko pageLinks.fixture.footer',
    ]);
    const koreanWithoutFooter = (language: Language, area: string) =>
      language === 'ko' && area === 'fixture'
        ? { pageLinks: { fixture: { topBar: '시험' } } }
        : fixtureArea(language, area);
    expect(missingLinkLabels([fixture], koreanWithoutFooter)).toEqual([
      'fixture: ko pageLinks.fixture.footer',
    ]);
  });

  it("reach every page's frame: the build copies them into the frame's texts", () => {
    // site.json as the build hands it over (the unit project runs build/page-link-labels-plugin).
    for (const language of LANGUAGES) {
      const site = areaTexts(language, 'site');
      for (const page of sitePages) {
        if (page.topBar !== undefined)
          expect(isText(textAt(site, linkLabelKey(page.name, 'topBar'))), page.name).toBe(true);
        if (page.footer)
          expect(isText(textAt(site, linkLabelKey(page.name, 'footer'))), page.name).toBe(true);
      }
    }
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
