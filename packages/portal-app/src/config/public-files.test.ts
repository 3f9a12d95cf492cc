import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
// The design system's source, not its package entry: the unit project resolves packages to
// their built `dist`, which a fresh checkout has not built yet.
import { themeInitScript } from '../../../design-system/src/theme/theme-mode';
import { USER_STORE_KEY } from '../stores/user-store';
import { brand } from './brand';

const publicFile = (name: string) => readFileSync(new URL(`../../public/${name}`, import.meta.url), 'utf8');

describe('files served from public/', () => {
  it("theme-init.js is exactly the design system's themeInitScript", () => {
    // Served as a file because the CSP (firebase.json) allows no inline scripts. If this fails,
    // copy the current `themeInitScript` into public/theme-init.js.
    const code = publicFile('theme-init.js')
      .split('\n')
      .filter((line) => !line.startsWith('//') && !line.startsWith('/*'))
      .join('\n')
      .trim();
    expect(code).toBe(themeInitScript);
  });

  it('index.html loads theme-init.js and page-init.js as blocking scripts after the page head', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    const head = html.slice(html.indexOf('<!--/page-head-->'), html.indexOf('</head>'));
    expect(head).toMatch(/<script src="\/theme-init\.js"><\/script>/);
    // It reads the page's hreflang links, so it must come after them.
    expect(head).toMatch(/<script src="\/page-init\.js"><\/script>/);
  });

  describe('page-init.js marks a stored session on the document before the first paint', () => {
    /** Runs the script as a browser would on an English page without twins, with `storage`. */
    function sessionAfterPageInit(storage: Record<string, string>): string | null {
      const attributes = new Map<string, string>();
      runInNewContext(publicFile('page-init.js'), {
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
      const storage = { [USER_STORE_KEY]: persisted({ uid: 'u1', email: 'a@b.c', displayName: 'A' }) };
      expect(sessionAfterPageInit(storage)).toBe('signed-in');
    });

    it('nothing without a uid, without an entry, or with an entry that is not JSON', () => {
      expect(sessionAfterPageInit({ [USER_STORE_KEY]: persisted({ uid: '', email: '' }) })).toBeNull();
      expect(sessionAfterPageInit({})).toBeNull();
      expect(sessionAfterPageInit({ [USER_STORE_KEY]: '{not json' })).toBeNull();
    });
  });

  describe("page-init.js starts a prerendered page's app after its first paint", () => {
    /** Runs the script on a page whose head names `entry` (or none), in a visible or hidden tab. */
    function startUp(entry: string | null, visibilityState: 'visible' | 'hidden') {
      const appended: { type: string; src: string; crossOrigin: string | null }[] = [];
      const listeners = new Map<string, () => void>();
      const frames: (() => void)[] = [];
      const timers: (() => void)[] = [];
      runInNewContext(publicFile('page-init.js'), {
        localStorage: { getItem: () => null },
        navigator: { languages: ['en-US'], language: 'en-US' },
        location: { href: 'https://example.test/', pathname: '/', search: '', hash: '' },
        URL,
        requestAnimationFrame: (callback: () => void) => frames.push(callback),
        setTimeout: (callback: () => void) => timers.push(callback),
        document: {
          visibilityState,
          documentElement: { lang: 'en', style: {}, setAttribute: () => undefined },
          querySelector: (selector: string) =>
            selector === 'meta[name="app-entry"]' && entry
              ? { getAttribute: (name: string) => (name === 'content' ? entry : null) }
              : null,
          addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
          createElement: () => ({ type: '', src: '', crossOrigin: null }),
          head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
        },
      });
      const run = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
      return {
        appended,
        parsed: () => listeners.get('DOMContentLoaded')?.(),
        frame: () => run(frames),
        afterFrame: () => run(timers),
      };
    }

    it('loads the named entry as a module only once the first frame has been drawn', () => {
      const page = startUp('/assets/index-abc.js', 'visible');
      page.parsed();
      page.frame();
      expect(page.appended).toEqual([]);
      page.afterFrame();
      expect(page.appended).toEqual([{ type: 'module', src: '/assets/index-abc.js', crossOrigin: '' }]);
    });

    it('loads at once in a background tab, which draws no frames', () => {
      const page = startUp('/assets/index-abc.js', 'hidden');
      page.parsed();
      expect(page.appended).toEqual([{ type: 'module', src: '/assets/index-abc.js', crossOrigin: '' }]);
    });

    it('loads nothing on a page whose head has its own script tag (the SPA shell)', () => {
      const page = startUp(null, 'visible');
      page.parsed();
      page.frame();
      page.afterFrame();
      expect(page.appended).toEqual([]);
    });
  });

  it('robots.txt points at the sitemap and keeps the user area out of indexes', () => {
    const robots = publicFile('robots.txt');
    expect(robots).toContain(`Sitemap: ${brand.siteUrl}/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/user\/$/m);
  });
});
