/*
 * A page's link labels (its top-bar and footer places) are written with its own texts, under
 * `pageLinks.<name>` in its locale area (`locales/en/pricing.json`: `pageLinks.pricing.topBar`).
 * Every page's frame shows every page's links, so the build copies them into the frame's texts
 * (`site.json`, which every page loads) rather than every page loading every other page's texts
 * (docs/decisions.md, "A page's link labels sit with its texts").
 */

type Json = { [key: string]: unknown };

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One language's locale file as the build reads it. */
export interface AreaTexts {
  file: string;
  texts: unknown;
}

/**
 * `site` with every area's `pageLinks` added. A page named in two files, or a `site` that writes
 * `pageLinks` itself, is refused: a label must have one home.
 */
export function withPageLinkLabels(site: Json, areas: readonly AreaTexts[]): Json {
  if ('pageLinks' in site) throw new Error('site.json holds no page links: they sit with each page’s texts.');
  const pageLinks: Json = {};
  const homes = new Map<string, string>();
  for (const { file, texts } of areas) {
    const links = isObject(texts) ? texts.pageLinks : undefined;
    if (links === undefined) continue;
    if (!isObject(links)) throw new Error(`${file}: pageLinks must be an object of pages.`);
    for (const [name, labels] of Object.entries(links)) {
      const home = homes.get(name);
      if (home) throw new Error(`The link labels of "${name}" are written twice (${home} and ${file}).`);
      homes.set(name, file);
      pageLinks[name] = labels;
    }
  }
  return { ...site, pageLinks };
}
