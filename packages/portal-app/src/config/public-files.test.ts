import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
// The design system's source, not its package entry: the unit project resolves packages to
// their built `dist`, which a fresh checkout has not built yet.
import { themeInitScript } from '../../../design-system/src/theme/theme-mode';
import { classicScripts, classicScriptTag } from '../../build/classic-scripts-plugin';
import { LANGUAGE_STORAGE_KEY } from '../i18n/languages';
import { ACCOUNT_STORAGE_KEY } from '../account';
import { brand } from './brand';

/** A file served from public/, or one of the classic scripts the build generates beside them. */
const publicFile = (name: string) =>
  classicScripts[name]?.() ?? readFileSync(new URL(`../../public/${name}`, import.meta.url), 'utf8');

/** A browser that runs Speculation Rules, so page-init.js adds no prefetch fallback. */
const speculationRulesBrowser = {
  HTMLScriptElement: { supports: (type: string) => type === 'speculationrules' },
};

describe('files served from public/', () => {
  it("theme-init.js is exactly the design system's themeInitScript", () => {
    // Written into every page by the build (build/classic-scripts-plugin.ts).
    const code = publicFile('theme-init.js')
      .split('\n')
      .filter((line) => !line.startsWith('//') && !line.startsWith('/*'))
      .join('\n')
      .trim();
    expect(code).toBe(themeInitScript);
  });

  it('index.html names theme-init.js and page-init.js as blocking scripts after the page head', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    const head = html.slice(html.indexOf('<!--/page-head-->'), html.indexOf('</head>'));
    // The build writes each script in place of its tag (classic-scripts-plugin.ts).
    expect(head).toContain(classicScriptTag('theme-init.js'));
    // It reads the page's hreflang links, so it must come after them.
    expect(head).toContain(classicScriptTag('page-init.js'));
  });

  describe("page-init.js opens a public page's twin in the visitor's language before the first paint", () => {
    /** Runs the script on the English /pricing page (twin /ko/pricing); answers where it went. */
    function twinAfterPageInit(stored: string | null, languages: string[]): string | undefined {
      let replacedWith: string | undefined;
      runInNewContext(publicFile('page-init.js'), {
        ...speculationRulesBrowser,
        localStorage: { getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? stored : null) },
        navigator: { languages, language: languages[0] },
        location: {
          href: 'https://example.test/pricing?plan=premium',
          search: '?plan=premium',
          hash: '',
          replace: (target: string) => (replacedWith = target),
        },
        URL,
        document: {
          documentElement: { lang: 'en', style: {}, setAttribute: () => undefined },
          querySelector: (selector: string) =>
            selector.includes('hreflang="ko"')
              ? { getAttribute: () => 'https://example.test/ko/pricing' }
              : null,
          addEventListener: () => undefined,
        },
      });
      return replacedWith;
    }

    it("follows the stored choice, else a browser that prefers Korean (the app's languageChoice rule)", () => {
      expect(twinAfterPageInit('ko', ['en-US'])).toBe('/ko/pricing?plan=premium');
      expect(twinAfterPageInit(null, ['ko-KR', 'en'])).toBe('/ko/pricing?plan=premium');
      expect(twinAfterPageInit(null, ['en-US', 'ko'])).toBeUndefined();
      expect(twinAfterPageInit('en', ['ko-KR'])).toBeUndefined();
    });
  });

  describe('page-init.js marks a stored session on the document before the first paint', () => {
    /** Runs the script as a browser would on an English page without twins, with `storage`. */
    function sessionAfterPageInit(storage: Record<string, string>): string | null {
      const attributes = new Map<string, string>();
      runInNewContext(publicFile('page-init.js'), {
        ...speculationRulesBrowser,
        localStorage: { getItem: (key: string) => storage[key] ?? null },
        navigator: { languages: ['en-US'], language: 'en-US' },
        location: { href: 'https://example.test/', pathname: '/', search: '', hash: '' },
        URL,
        document: {
          documentElement: {
            lang: 'en',
            style: {},
            setAttribute: (name: string, value: string) => attributes.set(name, value),
          },
          querySelector: () => null,
          addEventListener: () => undefined,
        },
      });
      return attributes.get('data-session') ?? null;
    }
    const persisted = (state: unknown) => JSON.stringify({ state, version: 1 });

    it('signed in when the user store holds a uid', () => {
      const storage = { [ACCOUNT_STORAGE_KEY]: persisted({ uid: 'u1', email: 'a@b.c', displayName: 'A' }) };
      expect(sessionAfterPageInit(storage)).toBe('signed-in');
    });

    it('nothing without a uid, without an entry, or with an entry that is not JSON', () => {
      expect(sessionAfterPageInit({ [ACCOUNT_STORAGE_KEY]: persisted({ uid: '', email: '' }) })).toBeNull();
      expect(sessionAfterPageInit({})).toBeNull();
      expect(sessionAfterPageInit({ [ACCOUNT_STORAGE_KEY]: '{not json' })).toBeNull();
    });
  });

  describe("page-init.js starts a prerendered page's app after its first contentful paint", () => {
    type Appended = { type: string; src: string; crossOrigin: string | null };
    type Linked = { rel: string; href: string; before: string };
    /**
     * Runs the script on a page whose head names `entry` (or none) and font `stylesheets`, with
     * or without paint timing.
     */
    function startUp(entry: string | null, { paintTiming = true, stylesheets = [] as string[] } = {}) {
      const appended: Appended[] = [];
      const linked: Linked[] = [];
      const listeners = new Map<string, () => void>();
      const meta = (name: string, content: string | null) =>
        content && {
          name: `${name} ${content}`,
          getAttribute: (attribute: string) => (attribute === 'content' ? content : null),
          parentNode: {
            insertBefore: (element: Omit<Linked, 'before'>, before: { name: string }) =>
              linked.push({ ...element, before: before.name }),
          },
        };
      const tags: Record<string, unknown> = { 'meta[name="app-entry"]': meta('app-entry', entry) };
      const stylesheetTags = stylesheets.map((stylesheet) => meta('app-stylesheet', stylesheet));
      const document = {
        visibilityState: 'visible',
        documentElement: { lang: 'en', style: {}, setAttribute: () => undefined },
        querySelector: (selector: string) => tags[selector] ?? null,
        querySelectorAll: (selector: string) =>
          selector === 'meta[name="app-stylesheet"]' ? stylesheetTags : [],
        addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
        createElement: (tag: string) =>
          tag === 'link' ? { rel: '', href: '' } : { type: '', src: '', crossOrigin: null },
        head: { appendChild: (element: Appended) => appended.push(element) },
      };
      const paints: ((names: string[]) => void)[] = [];
      class PerformanceObserver {
        static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
        constructor(private callback: (list: unknown, observer: unknown) => void) {}
        observe() {
          paints.push((names) =>
            this.callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, this),
          );
        }
        disconnect() {
          paints.length = 0;
        }
      }
      const frames: (() => void)[] = [];
      const timers: (() => void)[] = [];
      runInNewContext(publicFile('page-init.js'), {
        ...speculationRulesBrowser,
        localStorage: { getItem: () => null },
        navigator: { languages: ['en-US'], language: 'en-US' },
        location: { href: 'https://example.test/', pathname: '/', search: '', hash: '' },
        URL,
        PerformanceObserver,
        requestAnimationFrame: (callback: () => void) => frames.push(callback),
        setTimeout: (callback: () => void) => timers.push(callback),
        document,
      });
      const run = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
      return {
        appended,
        linked,
        parsed: () => listeners.get('DOMContentLoaded')?.(),
        painted: (...names: string[]) => paints.slice().forEach((report) => report(names)),
        hidden: () => {
          document.visibilityState = 'hidden';
          listeners.get('visibilitychange')?.();
        },
        frameDrawn: () => {
          run(frames);
          run(timers);
        },
      };
    }
    const entryScript = { type: 'module', src: '/assets/index-abc.js', crossOrigin: '' };

    it('loads the named entry as a module once the first contentful paint is reported', () => {
      const page = startUp('/assets/index-abc.js');
      page.parsed();
      page.painted('first-paint');
      expect(page.appended).toEqual([]);
      page.painted('first-contentful-paint');
      page.painted('first-contentful-paint');
      expect(page.appended).toEqual([entryScript]);
    });

    it('links the font stylesheets with the entry, each where its tag stands', () => {
      const page = startUp('/assets/index-abc.js', {
        stylesheets: ['/assets/design-system-fonts-abc.css', '/assets/pretendard-portal-abc.css'],
      });
      page.parsed();
      expect(page.linked).toEqual([]);
      page.painted('first-contentful-paint');
      // In order and before their tags, so the page's own faces after them stay declared last.
      expect(page.linked).toEqual([
        {
          rel: 'stylesheet',
          href: '/assets/design-system-fonts-abc.css',
          before: 'app-stylesheet /assets/design-system-fonts-abc.css',
        },
        {
          rel: 'stylesheet',
          href: '/assets/pretendard-portal-abc.css',
          before: 'app-stylesheet /assets/pretendard-portal-abc.css',
        },
      ]);
      expect(page.appended).toEqual([entryScript]);
    });

    it('loads at once when the page is hidden before it paints (a background tab)', () => {
      const page = startUp('/assets/index-abc.js');
      page.parsed();
      page.hidden();
      page.painted('first-contentful-paint');
      expect(page.appended).toEqual([entryScript]);
    });

    it('loads after the first frame in a browser without paint timing', () => {
      const page = startUp('/assets/index-abc.js', { paintTiming: false });
      page.parsed();
      expect(page.appended).toEqual([]);
      page.frameDrawn();
      expect(page.appended).toEqual([entryScript]);
    });

    it('loads nothing on a page whose head has its own script tag (the SPA shell)', () => {
      const page = startUp(null, { stylesheets: ['/assets/design-system-fonts-abc.css'] });
      page.parsed();
      page.painted('first-contentful-paint');
      page.hidden();
      expect(page.appended).toEqual([]);
      expect(page.linked).toEqual([]);
    });
  });

  it('robots.txt points at the sitemap and keeps the user area out of indexes', () => {
    const robots = publicFile('robots.txt');
    expect(robots).toContain(`Sitemap: ${brand.siteUrl}/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/user\/$/m);
  });
});
