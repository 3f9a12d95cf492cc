import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withPageLinkLabels } from './page-link-labels.ts';
import { pageLinkLabelsPlugin } from './page-link-labels-plugin.ts';

const siteFile = (language: string) =>
  fileURLToPath(new URL(`../src/i18n/locales/${language}/site.json`, import.meta.url));

describe('page link labels', () => {
  it("are copied from each page's texts into the frame's", () => {
    const site = withPageLinkLabels({ common: { homeLink: 'Home' } }, [
      { file: 'pricing.json', texts: { pageLinks: { pricing: { topBar: 'Pricing' } } } },
      { file: 'account.json', texts: { account: {} } },
    ]);
    expect(site).toEqual({ common: { homeLink: 'Home' }, pageLinks: { pricing: { topBar: 'Pricing' } } });
  });

  it('have one home each', () => {
    const twice = [
      { file: 'a.json', texts: { pageLinks: { pricing: { topBar: 'A' } } } },
      { file: 'b.json', texts: { pageLinks: { pricing: { footer: 'B' } } } },
    ];
    expect(() => withPageLinkLabels({}, twice)).toThrow(/"pricing" are written twice \(a.json and b.json\)/);
    expect(() => withPageLinkLabels({ pageLinks: {} }, [])).toThrow(/site.json holds no page links/);
    expect(() => withPageLinkLabels({}, [{ file: 'c.json', texts: { pageLinks: 'x' } }])).toThrow(
      /c.json: pageLinks must be an object/,
    );
  });

  it.each(['en', 'ko'])("reach the %s frame's texts through the build", async (language) => {
    const plugin = pageLinkLabelsPlugin();
    const transform = plugin.transform as (
      this: { addWatchFile(file: string): void },
      code: string,
      id: string,
    ) => Promise<{ code: string } | undefined>;
    const watched: string[] = [];
    const context = { addWatchFile: (file: string) => void watched.push(file) };
    const file = siteFile(language);
    const result = await transform.call(context, await readFile(file, 'utf8'), file);
    const site = JSON.parse(result?.code ?? '{}') as { pageLinks?: Record<string, unknown> };
    expect(Object.keys(site.pageLinks ?? {})).toEqual(
      expect.arrayContaining(['home', 'about', 'pricing', 'contact', 'getStarted', 'terms']),
    );
    expect(watched.some((name) => name.endsWith(`${language}/pricing.json`))).toBe(true);
    expect(await transform.call(context, '{}', file.replace('site.json', 'home.json'))).toBeUndefined();
  });
});
