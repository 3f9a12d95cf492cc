import type { Decorator, Preview } from '@storybook/react-vite';
import { LocaleProvider } from '../packages/design-system/src/locale';
import { applyThemeMode, isThemeMode } from '../packages/design-system/src/theme';
import './preview.css';

/**
 * Mirrors the toolbar's theme and locale onto <html> and hands the locale to the components'
 * built-in text, as the portal does for real pages.
 */
const withThemeAndLocale: Decorator = (Story, context) => {
  const theme = context.globals.theme;
  applyThemeMode(isThemeMode(theme) ? theme : 'light');
  const locale = context.globals.locale === 'ko' ? 'ko' : 'en';
  document.documentElement.lang = locale;
  // The visual-test hook in vitest.setup.ts screenshots this element.
  (globalThis as { __storyCanvas?: Element }).__storyCanvas = context.canvasElement;
  return (
    <LocaleProvider locale={locale}>
      <Story />
    </LocaleProvider>
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
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test, in the Storybook UI and in CI alike.
    a11y: { test: 'error' },
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
