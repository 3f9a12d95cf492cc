import type { Decorator, Preview } from '@storybook/react-vite';
import { applyThemeMode, isThemeMode } from '../packages/design-system/src/theme';
import { brandNames } from '../packages/design-system/src/tokens';
import { allModes, themeModes } from './modes';
import { StoryLocale } from './visual/capture-locale';
import './preview.css';

/**
 * Mirrors the toolbar's theme, brand and locale onto <html> and hands the locale to the components'
 * built-in text, as the portal does for real pages.
 */
const withThemeAndLocale: Decorator = (Story, context) => {
  const theme = context.globals.theme;
  applyThemeMode(isThemeMode(theme) ? theme : 'light');
  const locale = context.globals.locale === 'ko' ? 'ko' : 'en';
  // The default brand needs no attribute; another is chosen as a site would, on <html>.
  const brand = context.globals.brand;
  if (brand && brand !== brandNames[0]) document.documentElement.dataset.brand = String(brand);
  else delete document.documentElement.dataset.brand;
  // The visual capture (visual/capture-story.ts) screenshots this element.
  (globalThis as { __storyCanvas?: Element }).__storyCanvas = context.canvasElement;
  return (
    <StoryLocale locale={locale}>
      <Story />
    </StoryLocale>
  );
};

const preview: Preview = {
  decorators: [withThemeAndLocale],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    brand: {
      description: 'Brand (data-brand); captured in every brand and theme (modes.ts)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brandNames.map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Document language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ko', title: '한국어' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { ...allModes.light },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test, in the Storybook UI and in CI alike.
    a11y: { test: 'error' },
    // Chromatic's modes and the local captures (modes.ts). A story opts out of both with
    // `chromatic: { disableSnapshot: true }`.
    ...themeModes,
    options: {
      // The documentation pages first, then the layers bottom up, as the package is built.
      storySort: {
        order: [
          'Introduction',
          'Getting started',
          ['Vite + Tailwind', 'Vite without Tailwind', 'Next.js App Router'],
          'Foundations',
          ['Colours', 'Typography', 'Spacing and radii', 'Breakpoints', '*'],
          'Components',
          'Layout',
          'Sections',
          'Blocks',
          'Forms',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
