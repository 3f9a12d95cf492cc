import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DocsPage, docsPageMeta, DocsSection, Prose } from './docs-page';

function Introduction() {
  return (
    <DocsPage
      title="@ccnets/design-system"
      lead="The React components, tokens and page sections of CCNets' sites: themed for light and dark, in English and Korean, keyboard and screen-reader ready, and rendered on the server as well as in the browser."
    >
      <DocsSection title="What is in the box">
        <Prose>
          <ul>
            <li>
              <strong>Foundations</strong>: colour, type, spacing, radius and breakpoint tokens as CSS
              variables, for light and dark, with self-hosted Inter, Pretendard (Korean) and JetBrains Mono.
            </li>
            <li>
              <strong>Components</strong>: buttons, links, fields, tables, dialogs, drawers, toasts, code
              blocks and the theme and language controls.
            </li>
            <li>
              <strong>Layout</strong>: the top bar, the footer and the public page frame.
            </li>
            <li>
              <strong>Sections</strong> and <strong>Blocks</strong>: marketing sections and account blocks
              that take their content as props.
            </li>
            <li>
              <strong>Forms</strong>: validated forms that hand typed values to <code>onSubmit</code>.
            </li>
          </ul>
        </Prose>
      </DocsSection>
      <DocsSection title="Principles">
        <Prose>
          <ul>
            <li>
              Your app owns content, routes and product facts: page text, prices and links are props. Links
              render through your router with <code>asChild</code> or a <code>renderLink</code> prop.
            </li>
            <li>
              The components&apos; own interface text (Close, Copy, Menu, Loading…) is built in for English
              and Korean; <code>&lt;LocaleProvider locale=&quot;ko&quot;&gt;</code> picks the language and any
              prop overrides it.
            </li>
            <li>
              Every story here is a test: its interactions, an axe check in both themes and a screenshot in
              both themes run on every change.
            </li>
          </ul>
        </Prose>
      </DocsSection>
      <DocsSection title="Where to go next">
        <Prose>
          <p>
            Start with <strong>Getting started</strong> for your stack (Vite with or without Tailwind, Next.js
            App Router), then browse <strong>Foundations</strong> for the tokens and{' '}
            <strong>Components</strong> for the building blocks. The toolbar switches every story between
            light and dark, English and Korean.
          </p>
        </Prose>
      </DocsSection>
    </DocsPage>
  );
}

const meta = {
  title: 'Introduction',
  component: Introduction,
  tags: ['!autodocs'],
  ...docsPageMeta,
} satisfies Meta<typeof Introduction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IntroductionPage: Story = {
  name: 'Introduction',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '@ccnets/design-system' })).toBeVisible();
    // The page QA found blank showed its title alone: its sections must be there too.
    for (const section of ['What is in the box', 'Principles', 'Where to go next']) {
      await expect(canvas.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(4);
  },
};
