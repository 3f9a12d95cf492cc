import { allModes, KOREAN_TAG, type ModeGlobals } from '../modes.ts';

/** One capture of a story: a Chromatic mode, with the story's own globals applied over it. */
export interface Capture {
  mode: string;
  theme: ModeGlobals['theme'];
  locale: ModeGlobals['locale'];
  /** Another brand than the default; absent for the default brand's captures. */
  brand?: string;
}

interface ModeParameter {
  theme?: string;
  locale?: string;
  brand?: string;
  disable?: boolean;
}

export interface StoryModesInput {
  id: string;
  tags: readonly string[];
  globals: Record<string, unknown>;
  parameters: { chromatic?: { disableSnapshot?: boolean; modes?: Record<string, ModeParameter> } };
}

/**
 * The captures of a story, in the order they are taken: the modes Chromatic would snapshot
 * (`parameters.chromatic.modes`, minus disabled ones), none when the story opts out with
 * `chromatic.disableSnapshot`. A story's own globals win over a mode's, as in Storybook, so a
 * mode that would draw the same picture as an earlier one (the Korean mode of a story that is
 * Korean already) is left out. Captures in the story's own locale come first, dark before
 * light: the story rendered light, so each capture follows a flip of the theme class, a full
 * repaint, never the partial repaints a play function leaves.
 */
export function capturesOf(story: StoryModesInput): Capture[] {
  const chromatic = story.parameters.chromatic ?? {};
  const modes = Object.entries(chromatic.modes ?? {}).filter(([, mode]) => !mode.disable);
  checkKoreanTag(
    story,
    modes.map(([name]) => name),
  );
  if (chromatic.disableSnapshot) return [];

  const own = ownGlobals(story.globals);
  const captures = modes.map(([name, mode]): Capture => ({
    mode: name,
    theme: pick(own.theme, mode.theme, ['light', 'dark'] as const, 'light'),
    locale: pick(own.locale, mode.locale, ['en', 'ko'] as const, 'en'),
    ...(mode.brand ? { brand: mode.brand } : {}),
  }));
  const renderedLocale = pick(own.locale, undefined, ['en', 'ko'] as const, 'en');
  // Another brand's captures come last, after every capture of the default brand.
  const order = (capture: Capture) =>
    (capture.brand ? 4 : 0) +
    (capture.locale === renderedLocale ? 0 : 2) +
    (capture.theme === 'dark' ? 0 : 1);
  const distinct = captures.filter(
    (capture, index) =>
      captures.findIndex(
        (other) =>
          other.theme === capture.theme && other.locale === capture.locale && other.brand === capture.brand,
      ) === index,
  );
  return distinct.sort((a, b) => order(a) - order(b));
}

/**
 * The globals a story sets itself. Composed globals also hold the project's initial ones
 * (preview.tsx starts every story in the light mode's), which must not hide a mode's.
 */
function ownGlobals(globals: Record<string, unknown>): Partial<Record<'theme' | 'locale', unknown>> {
  const initial: Record<string, unknown> = allModes.light;
  return {
    theme: globals.theme === initial.theme ? undefined : globals.theme,
    locale: globals.locale === initial.locale ? undefined : globals.locale,
  };
}

/** The tag and the Korean mode go together: the tag is what the indexer and reviewers see. */
function checkKoreanTag(story: StoryModesInput, modeNames: string[]) {
  const tagged = story.tags.includes(KOREAN_TAG);
  const korean = modeNames.includes('ko');
  if (tagged && !korean) {
    throw new Error(
      `${story.id} is tagged '${KOREAN_TAG}' but has no Korean mode: add \`...koreanMode\` (.storybook/modes.ts) to its meta's parameters.`,
    );
  }
  if (korean && !tagged) {
    throw new Error(
      `${story.id} has the Korean mode but not the '${KOREAN_TAG}' tag: add tags: ['${KOREAN_TAG}'] to its meta.`,
    );
  }
}

function pick<T extends string>(own: unknown, mode: unknown, values: readonly T[], fallback: T): T {
  for (const value of [own, mode]) {
    if (values.includes(value as T)) return value as T;
  }
  return fallback;
}

/** The globals a capture puts in a Storybook URL, for the review's links. */
export function captureGlobals(capture: Capture): string {
  return `theme:${capture.theme};locale:${capture.locale}${capture.brand ? `;brand:${capture.brand}` : ''}`;
}
