import { globSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KOREAN_TAG } from '../modes';
import { storyGlobs } from '../story-files';
import { importsReach, readStoryMeta } from './story-meta-source';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const localeProvider = path.join(root, 'packages/design-system/src/locale/locale-provider.tsx');
// The stories of .storybook/main.ts; `__screenshots__` holds folders named after story files.
const storyFiles = globSync(storyGlobs, {
  cwd: root,
  exclude: (name) => name === '__screenshots__',
}).sort();

/** Story files whose component reaches the locale provider through its imports. */
function filesReadingLocale(): string[] {
  return storyFiles.filter((file) =>
    importsReach(readStoryMeta(path.join(root, file)).componentModule, localeProvider),
  );
}

describe(`the '${KOREAN_TAG}' tag`, () => {
  it('is on every story file whose component reads the locale provider, and on no other', () => {
    const tagged = storyFiles.filter((file) =>
      readStoryMeta(path.join(root, file)).tags.includes(KOREAN_TAG),
    );
    const reading = filesReadingLocale();
    expect(
      {
        untagged: reading.filter((file) => !tagged.includes(file)),
        taggedButNotReading: tagged.filter((file) => !reading.includes(file)),
      },
      `add or remove tags: ['${KOREAN_TAG}'] (and ...koreanMode in parameters) in these metas`,
    ).toEqual({ untagged: [], taggedButNotReading: [] });
  });

  it('finds the readers through the component, not through what a story only shows beside it', () => {
    const reading = filesReadingLocale();
    // CodeBlock reads the locale for its copy button's label; the Alert stories only show a Button.
    expect(reading).toContain('packages/design-system/src/components/code-block/code-block.stories.tsx');
    expect(reading).toContain('packages/design-system/src/layout/public-layout/public-layout.stories.tsx');
    expect(reading).not.toContain('packages/design-system/src/components/alert/alert.stories.tsx');
    expect(reading).not.toContain('.storybook/docs/introduction.stories.tsx');
  });
});
