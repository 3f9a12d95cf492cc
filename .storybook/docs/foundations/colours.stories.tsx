import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DocsPage, docsPageMeta, DocsSection, Prose, TokenTable } from '../docs-page';
import { brandNames, brandTokens } from '../../../packages/design-system/src/tokens';
import { contrastRatio, isColourValue } from '../read-tokens';

type BrandName = (typeof brandNames)[number];

const PREFIX = '--rrl-';

function ratioText(ratio: number | undefined): string {
  if (ratio === undefined) return '–';
  const level = ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'AA large' : 'not for text';
  return `${ratio.toFixed(2)}:1 ${level}`;
}

function Swatch({ value }: { value: string }) {
  return (
    <span className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className="inline-block size-6 shrink-0 rounded border border-ds-border"
        style={{ background: value }}
      />
      <code className="font-mono text-xs">{value}</code>
    </span>
  );
}

const BRAND_TITLES: Record<BrandName, string> = { remoterl: 'RemoteRL (default)', ccnets: 'CCNets' };

function BrandColours({ brand }: { brand: BrandName }) {
  const light: Record<string, string> = brandTokens[brand].light;
  const dark: Record<string, string> = brandTokens[brand].dark;
  const colours = Object.entries(light).filter(([, value]) => isColourValue(value));
  const background = { light: light[`${PREFIX}background`], dark: dark[`${PREFIX}background`] };
  return (
    <DocsSection title={BRAND_TITLES[brand]}>
      <TokenTable
        caption={`${BRAND_TITLES[brand]} colour tokens in the light and dark theme with contrast ratios`}
        headers={['Token', 'Light', 'Dark', 'On background (light / dark)', 'With foreground (light / dark)']}
      >
        {colours.map(([name, value]) => {
          const darkColour = dark[name] ?? value;
          const partner = `${name}-foreground`;
          const partnerLight = light[partner];
          const partnerDark = dark[partner];
          return (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>
                <Swatch value={value} />
              </td>
              <td>
                <Swatch value={darkColour} />
              </td>
              <td>
                {name === `${PREFIX}background`
                  ? '–'
                  : `${ratioText(background.light ? contrastRatio(value, background.light) : undefined)} / ${ratioText(background.dark ? contrastRatio(darkColour, background.dark) : undefined)}`}
              </td>
              <td>
                {partnerLight && partnerDark
                  ? `${ratioText(contrastRatio(partnerLight, value))} / ${ratioText(contrastRatio(partnerDark, darkColour))}`
                  : '–'}
              </td>
            </tr>
          );
        })}
      </TokenTable>
    </DocsSection>
  );
}

/** One brand per story: both brands' tables together are taller than the page's capture. */
function ColourTokens({ brand }: { brand: BrandName }) {
  return (
    <DocsPage
      title={brand === 'remoterl' ? 'Colours' : `Colours: ${BRAND_TITLES[brand]}`}
      lead="Every colour token of the brand, in the light and the dark theme, with its WCAG contrast ratio: generated from the design tokens (DTCG) the stylesheets are built from."
    >
      <Prose>
        <p>
          Components use the tokens through Tailwind names (<code>bg-ds-primary</code>,{' '}
          <code>text-ds-muted</code>) or as CSS variables (<code>var(--rrl-primary)</code>); the dark values
          apply under the <code>.dark</code> class, another brand&apos;s under <code>data-brand</code>{' '}
          (brands: {brandNames.join(', ')}). &ldquo;On background&rdquo; is the ratio against the page
          background; &ldquo;with foreground&rdquo; is the ratio of the token&apos;s <code>-foreground</code>{' '}
          partner drawn on it. Body text needs 4.5:1 (AA), large text, UI edges and focus 3:1; a unit test
          holds every pair the components draw to it.
        </p>
      </Prose>
      <BrandColours brand={brand} />
    </DocsPage>
  );
}

const meta = {
  title: 'Foundations/Colours',
  component: ColourTokens,
  tags: ['!autodocs'],
  ...docsPageMeta,
  // The pages show each brand's colours, the default's among them, on purpose.
  parameters: { ...docsPageMeta.parameters, brandCheck: { disable: true } },
  args: { brand: 'remoterl' },
} satisfies Meta<typeof ColourTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand colour and both themes' backgrounds are in the table, generated from the brand's tokens. */
async function expectBrandTable(table: HTMLElement, primary: string) {
  const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
  const [light, dark] = [...row('--rrl-background').querySelectorAll('code')].map(
    (value) => value.textContent,
  );
  await expect(light).toMatch(/^#|^rgb/);
  await expect(dark).not.toBe(light);
  await expect(row('--rrl-primary-strong')).toHaveTextContent(/\d+\.\d\d:1 AA/);
  await expect(row('--rrl-primary')).toHaveTextContent(primary);
}

export const Colours: Story = {
  play: async ({ canvas }) => {
    await expectBrandTable(canvas.getByRole('table'), '#4782ff');
  },
};

export const CCNetsColours: Story = {
  name: 'CCNets colours',
  args: { brand: 'ccnets' },
  play: async ({ canvas }) => {
    await expectBrandTable(canvas.getByRole('table'), '#0d9488');
  },
};
