import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DocsPage, docsPageMeta, DocsSection, Prose } from './docs-page';
import { resolveUiMessages } from '../../packages/design-system/src/locale';
import { koreanMode } from '../modes';
import { Snippet } from './docs-snippet';

const INSTALL = 'pnpm add @ccnets/design-system react react-dom';

const PROVIDERS = `import { LocaleProvider, ThemeProvider, ToastProvider } from '@ccnets/design-system';

export function Providers({ language, children }: { language: 'en' | 'ko'; children: React.ReactNode }) {
  return (
    <ThemeProvider>
      <LocaleProvider locale={language}>
        {children}
        <ToastProvider />
      </LocaleProvider>
    </ThemeProvider>
  );
}`;

const THEME_SCRIPT = `import { themeInitScript } from '@ccnets/design-system';

// In the document head, before any stylesheet paints: applies the stored theme (no flash).
<script dangerouslySetInnerHTML={{ __html: themeInitScript }} />`;

function Shared() {
  return (
    <>
      <DocsSection title="Providers">
        <Prose>
          <p>
            <code>ThemeProvider</code> keeps light and dark in step with the toggle,{' '}
            <code>LocaleProvider</code> chooses English or Korean for the components&apos; own words, and{' '}
            <code>ToastProvider</code> renders the toasts raised with <code>toast.success()</code> and
            friends. None of them reads the browser while rendering, so server and client agree.
          </p>
        </Prose>
        <Snippet language="TSX" code={PROVIDERS} />
      </DocsSection>
      <DocsSection title="No flash of the wrong theme">
        <Snippet language="TSX" code={THEME_SCRIPT} />
      </DocsSection>
    </>
  );
}

function ViteWithTailwind() {
  return (
    <DocsPage
      title="Vite + Tailwind"
      lead="For apps that run Tailwind CSS v4: your Tailwind build scans the components, so they share one stylesheet with your own utilities."
    >
      <DocsSection title="Install">
        <Snippet language="Shell" code={INSTALL} />
      </DocsSection>
      <DocsSection title="Styles">
        <Prose>
          <p>
            Import the theme after Tailwind in your main stylesheet. It brings the fonts and tokens and points
            Tailwind at the components&apos; classes.
          </p>
        </Prose>
        <Snippet language="CSS" code={`@import 'tailwindcss';\n@import '@ccnets/design-system/theme.css';`} />
      </DocsSection>
      <Shared />
    </DocsPage>
  );
}

function ViteWithoutTailwind() {
  return (
    <DocsPage
      title="Vite without Tailwind"
      lead="For apps with their own CSS: one compiled stylesheet styles the components and leaves your elements alone."
    >
      <DocsSection title="Install">
        <Snippet language="Shell" code={INSTALL} />
      </DocsSection>
      <DocsSection title="Styles">
        <Prose>
          <p>Import the compiled stylesheet once, at the entry of your app.</p>
        </Prose>
        <Snippet language="TypeScript" code={`import '@ccnets/design-system/styles.css';`} />
      </DocsSection>
      <Shared />
    </DocsPage>
  );
}

const NEXT_LAYOUT = `// app/layout.tsx (a server component)
import { themeInitScript } from '@ccnets/design-system';
import '@ccnets/design-system/styles.css';
import { Providers } from './providers'; // the client component above, with 'use client'

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
      </head>
      <body>
        <Providers language="en">{children}</Providers>
      </body>
    </html>
  );
}`;

function NextAppRouter() {
  return (
    <DocsPage
      title="Next.js App Router"
      lead="Components render in server components; the interactive ones are client modules already, so import them anywhere."
    >
      <DocsSection title="Install">
        <Snippet language="Shell" code={INSTALL} />
      </DocsSection>
      <DocsSection title="Root layout">
        <Prose>
          <p>
            Put the theme script in the head and the providers around the body.{' '}
            <code>suppressHydrationWarning</code> on <code>&lt;html&gt;</code> covers the class the theme
            script adds before React hydrates.
          </p>
        </Prose>
        <Snippet language="TSX" code={NEXT_LAYOUT} />
      </DocsSection>
      <DocsSection title="Server components and route handlers">
        <Prose>
          <p>
            Helpers without state (<code>cn</code>, the <code>*Variants</code> class builders and the form
            schemas) carry no client directive, so a server component or a route handler can call them.
          </p>
        </Prose>
      </DocsSection>
    </DocsPage>
  );
}

const meta = {
  title: 'Getting started',
  tags: ['!autodocs', 'locale-ko'],
  ...docsPageMeta,
  parameters: { ...docsPageMeta.parameters, ...koreanMode },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const hasHeading =
  (name: string): Story['play'] =>
  async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { level: 1, name })).toBeVisible();
    const copyCode = resolveUiMessages(globals.locale).copyCode;
    await expect(canvas.getAllByRole('button', { name: copyCode }).length).toBeGreaterThan(1);
  };

export const ViteTailwind: Story = {
  name: 'Vite + Tailwind',
  render: () => <ViteWithTailwind />,
  play: hasHeading('Vite + Tailwind'),
};
export const ViteNoTailwind: Story = {
  name: 'Vite without Tailwind',
  render: () => <ViteWithoutTailwind />,
  play: hasHeading('Vite without Tailwind'),
};
export const NextJs: Story = {
  name: 'Next.js App Router',
  render: () => <NextAppRouter />,
  play: hasHeading('Next.js App Router'),
};
