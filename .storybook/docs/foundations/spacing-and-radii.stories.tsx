import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DocsPage, docsPageMeta, DocsSection, Prose, TokenBar, TokenRow, TokenTable } from '../docs-page';
import { brandNames, brandTokens, systemTokens } from '../../../packages/design-system/src/tokens';
import { readTokenTables } from '../read-tokens';

/** Steps of Tailwind's spacing scale shown here: `p-4` is 4 × `--spacing`. */
const SCALE_STEPS = [0.5, 1, 2, 3, 4, 6, 8, 12, 16];

function SpacingAndRadii() {
  // Tailwind's own unit, from the stylesheet; the rest from the design tokens.
  const unit = readTokenTables().root.get('--spacing');
  const namedSpacing = Object.entries(systemTokens).filter(([name]) => name.startsWith('--spacing-ds-'));
  const radii = Object.entries(brandTokens.remoterl.light).filter(([name]) =>
    name.startsWith('--rrl-radius-'),
  );

  return (
    <DocsPage
      title="Spacing and radii"
      lead="One spacing unit multiplied by the utilities (p-4 is four units), a few named spacings and the corner radii, from the design tokens."
    >
      <Prose>
        <p>
          The spacing unit is <code>--spacing</code> ({unit ?? 'not set'}). Named spacings hold the
          spec&apos;s button padding (<code>px-ds-button-x</code>). Radii are the brand&apos;s: the components
          round with <code>rounded-ds-*</code>, so a brand changes them without touching the app&apos;s own{' '}
          <code>rounded-*</code>; <code>--rrl-radius-button</code> is the button&apos;s corner.
        </p>
      </Prose>
      <DocsSection title="Spacing scale">
        <TokenTable caption="Spacing scale" headers={['Utility step', 'Length', 'Bar']}>
          {SCALE_STEPS.map((step) => (
            <TokenRow key={step} name={`${step} × --spacing`} value={unit ? `calc(${unit} × ${step})` : '–'}>
              <TokenBar width={`calc(var(--spacing) * ${step})`} />
            </TokenRow>
          ))}
          {namedSpacing.map(([name, value]) => (
            <TokenRow key={name} name={name} value={value}>
              <TokenBar width={`var(${name})`} />
            </TokenRow>
          ))}
        </TokenTable>
      </DocsSection>
      <DocsSection title="Radii">
        <TokenTable caption="Corner radii" headers={['Token', ...brandNames, 'Sample']}>
          {radii.map(([name]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              {brandNames.map((brand) => (
                <td key={brand} className="font-mono text-xs">
                  {(brandTokens[brand].light as Record<string, string>)[name]}
                </td>
              ))}
              <td>
                <span
                  aria-hidden="true"
                  className="block size-12 border-2 border-ds-primary-strong bg-ds-alternate"
                  style={{ borderRadius: `var(${name})` }}
                />
              </td>
            </tr>
          ))}
        </TokenTable>
      </DocsSection>
    </DocsPage>
  );
}

const meta = {
  title: 'Foundations/Spacing and radii',
  component: SpacingAndRadii,
  tags: ['!autodocs'],
  ...docsPageMeta,
} satisfies Meta<typeof SpacingAndRadii>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpacingAndRadiiPage: Story = {
  name: 'Spacing and radii',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: '--rrl-radius-button' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '--spacing-ds-button-x' })).toBeVisible();
    await expect(canvas.queryByText('not set')).toBeNull();
  },
};
