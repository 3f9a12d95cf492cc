import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DocsPage, docsPageMeta, DocsSection, Prose, TokenBar, TokenRow, TokenTable } from '../docs-page';
import { systemTokens } from '../../../packages/design-system/src/tokens';

function Breakpoints() {
  // From the design tokens, as the theme is generated: the components' own (`ds-`) breakpoints,
  // which preset.css also gives a host's `sm:`….
  const system = Object.entries(systemTokens);
  const breakpoints = system.filter(([name]) => name.startsWith('--breakpoint-ds-'));
  const containers = system.filter(([name]) => name.startsWith('--container-ds-page'));
  const widest = Math.max(...breakpoints.map(([, value]) => Number.parseFloat(value)), 1);

  return (
    <DocsPage
      title="Breakpoints"
      lead="The screen widths at which layouts change, and the page container's width at each, generated from the design tokens."
    >
      <Prose>
        <p>
          The components' variants such as <code>ds-md:flex</code> apply from the breakpoint up, whatever
          breakpoints the host app gives Tailwind's <code>md:</code>. The top bar moves its links into the
          drawer under <code>ds-md</code>.
        </p>
      </Prose>
      <DocsSection title="Breakpoints">
        <TokenTable caption="Breakpoints" headers={['Token', 'Min width', 'Scale']}>
          {breakpoints.map(([name, value]) => (
            <TokenRow key={name} name={name} value={value} sampleClassName="w-1/2">
              <TokenBar width={`${(Number.parseFloat(value) / widest) * 100}%`} className="min-w-1" />
            </TokenRow>
          ))}
        </TokenTable>
      </DocsSection>
      <DocsSection title="Page container widths">
        <TokenTable caption="Page container widths" headers={['Token', 'Max width']}>
          {containers.map(([name, value]) => (
            <TokenRow key={name} name={name} value={value} />
          ))}
        </TokenTable>
      </DocsSection>
    </DocsPage>
  );
}

const meta = {
  title: 'Foundations/Breakpoints',
  component: Breakpoints,
  tags: ['!autodocs'],
  ...docsPageMeta,
} satisfies Meta<typeof Breakpoints>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BreakpointsPage: Story = {
  name: 'Breakpoints',
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole('rowheader').map((cell) => cell.textContent);
    await expect(names).toContain('--breakpoint-ds-md');
    await expect(names.some((name) => name?.startsWith('--container-ds-page'))).toBe(true);
  },
};
