import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { withPageLinkLabels } from './page-link-labels.ts';

/** A language's frame texts: `src/i18n/locales/<language>/site.json`. */
const SITE_TEXTS = /[\\/]src[\\/]i18n[\\/]locales[\\/][^\\/]+[\\/]site\.json$/;

/**
 * Hands the site frame's texts over with every page's link labels (page-link-labels.ts), in the
 * browser bundle, the prerender bundle and under the dev server, where a change to a page's
 * texts reloads them. Before Vite's own JSON step, so the result is read as the file would be.
 */
export function pageLinkLabelsPlugin(): Plugin {
  return {
    name: 'remoterl-page-link-labels',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SITE_TEXTS.test(file)) return undefined;
      const directory = path.dirname(file);
      const names = (await readdir(directory)).filter(
        (name) => name.endsWith('.json') && name !== 'site.json',
      );
      const areas = await Promise.all(
        names.map(async (name) => {
          const areaFile = path.join(directory, name);
          this.addWatchFile(areaFile);
          return { file: areaFile, texts: JSON.parse(await readFile(areaFile, 'utf8')) as unknown };
        }),
      );
      return { code: JSON.stringify(withPageLinkLabels(JSON.parse(code), areas)), map: null };
    },
  };
}
