import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIndex } from 'storybook/internal/core-server';
import { describe, expect, it } from 'vitest';

/*
 * The static Storybook opened on a blank "Introduction": the docs pages spread their
 * `!autodocs` tag, which the indexer (it reads files without running them) did not see, so it
 * listed an autodocs page for each, first in the sidebar. Such a page shows the stories tagged
 * autodocs, and at run time these had none: a title and nothing else, Colours too. Storybook's
 * own indexer builds the index here (seconds, no bundling); the pages' content is held by their
 * play functions in the story run.
 */

const configDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the documentation pages', () => {
  it('open the static Storybook on the Introduction page itself and list no empty autodocs page', async () => {
    const index = await buildIndex({ configDir });
    const entries = Object.values(index.entries);
    // The sidebar's first entry is the page Storybook opens on: the Introduction, a docs page (MDX).
    expect(entries[0]).toMatchObject({ id: 'introduction--docs', type: 'docs', title: 'Introduction' });
    const docsPages = entries.filter((entry) => entry.importPath.startsWith('./.storybook/docs/'));
    expect(docsPages.map((entry) => entry.title)).toEqual(
      expect.arrayContaining(['Introduction', 'Foundations/Colours']),
    );
    // The only docs entries there are the MDX pages; a story file's autodocs page would be empty.
    expect(
      docsPages
        .filter((entry) => entry.type === 'docs' && !entry.importPath.endsWith('.mdx'))
        .map((entry) => entry.id),
    ).toEqual([]);
  }, 30_000);
});
