/**
 * The capture modes of every story: Chromatic's `modes` (each a set of the toolbar's globals,
 * https://www.chromatic.com/docs/modes) and the local visual test's captures, from one list.
 * A baseline file is `<story id>-<mode name>`, so renaming a mode renames its baselines.
 *
 * Every story is captured in light and dark (preview.tsx), and in each other brand than the
 * default in light and dark (`<brand>-light`, `<brand>-dark`): Chromatic snapshots every story
 * in them, the local Chromium run the first story of each story file (visual/capture-story.ts),
 * the set that draws every component once. A story whose component reads the locale provider
 * carries the `locale-ko` tag and `koreanMode` in its meta's parameters, and is captured in
 * Korean too; Korean changes the components' own words, not their colours, so one Korean
 * capture (light, default brand) is enough. A mode without `brand` is the default brand's.
 */
export const allModes = {
  light: { theme: 'light', locale: 'en' },
  dark: { theme: 'dark', locale: 'en' },
  ko: { theme: 'light', locale: 'ko' },
  'ccnets-light': { theme: 'light', locale: 'en', brand: 'ccnets' },
  'ccnets-dark': { theme: 'dark', locale: 'en', brand: 'ccnets' },
} as const;

export type ModeName = keyof typeof allModes;
export interface ModeGlobals {
  theme: 'light' | 'dark';
  locale: 'en' | 'ko';
  /** Another brand than the default (`data-brand` on <html>); none for the default brand. */
  brand?: string;
}

/** The tag of stories captured in Korean too. Write it out in the meta (`tags: ['locale-ko']`): the indexer reads tags without running the file. */
export const KOREAN_TAG = 'locale-ko';

/** Project-level parameters (preview.tsx): light and dark, in every brand, for every story. */
export const themeModes = {
  chromatic: {
    modes: {
      light: allModes.light,
      dark: allModes.dark,
      'ccnets-light': allModes['ccnets-light'],
      'ccnets-dark': allModes['ccnets-dark'],
    },
  },
};

/**
 * Spread into the `parameters` of a meta tagged `locale-ko`. Storybook merges parameters
 * deeply and Chromatic stacks modes, so the story keeps light and dark and gains Korean.
 */
export const koreanMode = { chromatic: { modes: { ko: allModes.ko } } };
