import { describe, expect, it } from 'vitest';
import { KOREAN_TAG, koreanMode, themeModes } from '../../modes';
import { DEFAULT_VIEWPORT, representativeStories, type ExtractedStory } from './representative';

const story = (id: string, importPath: string, overrides: Partial<ExtractedStory> = {}): ExtractedStory => ({
  id,
  name: id,
  importPath,
  tags: [],
  globals: { theme: 'light', locale: 'en' },
  parameters: { ...themeModes },
  ...overrides,
});

describe('the stories Firefox captures', () => {
  it('are the first story of each file, in light and dark, without the brand modes', () => {
    const selected = representativeStories([
      story('button--playground', './packages/a/button.stories.tsx'),
      story('button--sizes', './packages/a/button.stories.tsx'),
      story('card--playground', './packages/a/card.stories.tsx'),
    ]);
    expect(selected.map((s) => [s.id, s.file])).toEqual([
      ['button--playground', 'packages/a/button.stories.tsx'],
      ['card--playground', 'packages/a/card.stories.tsx'],
    ]);
    expect(selected[0]!.captures.map((capture) => capture.mode)).toEqual(['dark', 'light']);
  });

  it('take Korean where the story is tagged for it', () => {
    const korean = story('table--playground', './t.stories.tsx', {
      tags: [KOREAN_TAG],
      parameters: { chromatic: { modes: { ...themeModes.chromatic.modes, ...koreanMode.chromatic.modes } } },
    });
    expect(representativeStories([korean])[0]!.captures.map((capture) => capture.mode)).toEqual([
      'dark',
      'light',
      'ko',
    ]);
  });

  it("fail when a file's first story takes no picture but a later one does", () => {
    const skipped = { chromatic: { ...themeModes.chromatic, disableSnapshot: true } };
    expect(() =>
      representativeStories([
        story('video--plays', './v.stories.tsx', { parameters: skipped }),
        story('video--playground', './v.stories.tsx'),
      ]),
    ).toThrow(/first story \(video--plays\) takes no picture but video--playground does/);
    expect(
      representativeStories([story('only--skipped', './o.stories.tsx', { parameters: skipped })]),
    ).toEqual([]);
  });

  it("use the story's viewport as the Storybook Vitest plugin sets it", () => {
    const viewports = { desktopTall: { styles: { width: '1280px', height: '2400px' } } };
    const tall = story('page--tall', './p.stories.tsx', {
      globals: { theme: 'light', locale: 'en', viewport: { value: 'desktopTall' } },
    });
    expect(representativeStories([tall], viewports)[0]!.viewport).toEqual({ width: 1280, height: 2400 });
    expect(representativeStories([story('a--b', './a.stories.tsx')], viewports)[0]!.viewport).toEqual(
      DEFAULT_VIEWPORT,
    );
  });
});
