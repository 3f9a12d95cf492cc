import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DocsPage, docsPageMeta, DocsSection, Prose, TokenTable } from '../docs-page';
import { brandTokens } from '../../../packages/design-system/src/tokens';
import { readTokenTables, tokensWithPrefix } from '../read-tokens';

const SAMPLE = 'Remote reinforcement learning · 원격 강화학습';

/** rem or px to px, for ordering the scale; other units sort last. */
function toPixels(value: string): number {
  const number = Number.parseFloat(value);
  if (value.endsWith('rem')) return number * 16;
  if (value.endsWith('px')) return number;
  return Number.POSITIVE_INFINITY;
}

function TypeScale() {
  const { root } = readTokenTables();
  const sizes = tokensWithPrefix(root, '--text-')
    .filter(([name]) => !name.includes('--', 2))
    .sort(([, a], [, b]) => toPixels(a) - toPixels(b));
  // The brand's stacks from the design tokens; the scale is Tailwind's, from the stylesheet.
  const families = Object.entries(brandTokens.remoterl.light).filter(([name]) =>
    name.startsWith('--rrl-font-'),
  );
  const weights = tokensWithPrefix(root, '--font-weight-');

  return (
    <DocsPage
      title="Typography"
      lead="The default brand's font stacks, from the design tokens, and the type scale the components use, read from the stylesheet: Inter for Latin text, Pretendard for Korean, JetBrains Mono for code, all self-hosted."
    >
      <Prose>
        <p>
          Every stack reaches the Korean face before a generic family, so Hangul never falls back to a system
          font. Korean text (<code>lang=&quot;ko&quot;</code>) puts Pretendard first and breaks lines between
          words.
        </p>
      </Prose>
      <DocsSection title="Font stacks">
        <TokenTable caption="Font stacks" headers={['Token', 'Stack', 'Sample']}>
          {families.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td className="font-mono text-xs">{value}</td>
              <td style={{ fontFamily: `var(${name})` }}>{SAMPLE}</td>
            </tr>
          ))}
        </TokenTable>
      </DocsSection>
      <DocsSection title="Type scale">
        <TokenTable caption="Type scale" headers={['Token', 'Size', 'Line height', 'Sample']}>
          {sizes.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td className="font-mono text-xs">{value}</td>
              <td className="font-mono text-xs">{root.get(`${name}--line-height`) ?? '–'}</td>
              <td style={{ fontSize: `var(${name})`, lineHeight: `var(${name}--line-height)` }}>{SAMPLE}</td>
            </tr>
          ))}
        </TokenTable>
      </DocsSection>
      {weights.length > 0 ? (
        <DocsSection title="Weights">
          <TokenTable caption="Font weights" headers={['Token', 'Weight', 'Sample']}>
            {weights.map(([name, value]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td className="font-mono text-xs">{value}</td>
                <td style={{ fontWeight: `var(${name})` }}>{SAMPLE}</td>
              </tr>
            ))}
          </TokenTable>
        </DocsSection>
      ) : null}
    </DocsPage>
  );
}

const meta = {
  title: 'Foundations/Typography',
  component: TypeScale,
  tags: ['!autodocs'],
  ...docsPageMeta,
} satisfies Meta<typeof TypeScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typography: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: '--rrl-font-sans' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '--rrl-font-mono' })).toBeVisible();
    // The scale comes from the stylesheet, smallest first.
    const sizes = canvas.getAllByRole('rowheader').filter((cell) => cell.textContent?.startsWith('--text-'));
    await expect(sizes.length).toBeGreaterThan(4);
    await expect(sizes[0]).toHaveTextContent('--text-xs');
  },
};
