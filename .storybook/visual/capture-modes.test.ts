import { describe, expect, it } from 'vitest';
import { allModes, KOREAN_TAG, koreanMode, themeModes } from '../modes';
import { capturesOf } from './capture-modes';

const story = (overrides: Partial<Parameters<typeof capturesOf>[0]> = {}) => ({
  id: 'components-button--playground',
  tags: ['dev', 'test'],
  globals: { ...allModes.light },
  parameters: { ...themeModes },
  ...overrides,
});
const korean = {
  tags: ['dev', KOREAN_TAG],
  parameters: { chromatic: { modes: { ...themeModes.chromatic.modes, ...koreanMode.chromatic.modes } } },
};

describe('the captures of a story', () => {
  it('are dark then light: each follows a flip of the theme class; another brand comes last', () => {
    expect(capturesOf(story()).map((capture) => capture.mode)).toEqual([
      'dark',
      'light',
      'ccnets-dark',
      'ccnets-light',
    ]);
    expect(capturesOf(story()).slice(2)).toEqual([
      { mode: 'ccnets-dark', theme: 'dark', locale: 'en', brand: 'ccnets' },
      { mode: 'ccnets-light', theme: 'light', locale: 'en', brand: 'ccnets' },
    ]);
  });

  it('add Korean last, in light, for a story tagged for it', () => {
    expect(capturesOf(story(korean))).toEqual([
      { mode: 'dark', theme: 'dark', locale: 'en' },
      { mode: 'light', theme: 'light', locale: 'en' },
      { mode: 'ko', theme: 'light', locale: 'ko' },
      { mode: 'ccnets-dark', theme: 'dark', locale: 'en', brand: 'ccnets' },
      { mode: 'ccnets-light', theme: 'light', locale: 'en', brand: 'ccnets' },
    ]);
  });

  it('leave out a mode that draws the same picture as an earlier one', () => {
    const koreanStory = story({ ...korean, globals: { ...allModes.light, locale: 'ko' } });
    expect(capturesOf(koreanStory)).toEqual([
      { mode: 'dark', theme: 'dark', locale: 'ko' },
      { mode: 'light', theme: 'light', locale: 'ko' },
      { mode: 'ccnets-dark', theme: 'dark', locale: 'ko', brand: 'ccnets' },
      { mode: 'ccnets-light', theme: 'light', locale: 'ko', brand: 'ccnets' },
    ]);
  });

  it("honour Chromatic's disableSnapshot and a disabled mode", () => {
    expect(
      capturesOf(story({ parameters: { chromatic: { ...themeModes.chromatic, disableSnapshot: true } } })),
    ).toEqual([]);
    const noDark = {
      chromatic: { modes: { light: allModes.light, dark: { disable: true } } },
    };
    expect(capturesOf(story({ parameters: noDark })).map((capture) => capture.mode)).toEqual(['light']);
  });

  it('fail a story whose tag and Korean mode disagree', () => {
    expect(() => capturesOf(story({ tags: [KOREAN_TAG] }))).toThrow(
      /tagged 'locale-ko' but has no Korean mode/,
    );
    expect(() => capturesOf(story({ parameters: korean.parameters }))).toThrow(/not the 'locale-ko' tag/);
  });
});
