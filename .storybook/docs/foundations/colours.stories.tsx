import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DocsPage, docsPageMeta, DocsSection, Prose, TokenTable } from '../docs-page';
import { contrastRatio, isColourValue, readTokenTables, tokensWithPrefix } from '../read-tokens';

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

function ColourTokens() {
  const { root, dark } = readTokenTables();
  const colours = tokensWithPrefix(root, PREFIX).filter(([, value]) => isColourValue(value));
  const light = (name: string) => root.get(name);
  const darkValue = (name: string) => dark.get(name) ?? root.get(name);
  const background = { light: light(`${PREFIX}background`), dark: darkValue(`${PREFIX}background`) };

  return (
    <DocsPage
      title="Colours"
      lead="Every colour token, read from the stylesheet the components use, in the light and the dark theme, with its WCAG contrast ratio."
    >
      <Prose>
        <p>
          Components use the tokens through Tailwind names (<code>bg-ds-primary</code>,{' '}
          <code>text-ds-muted</code>) or as CSS variables (<code>var(--rrl-primary)</code>); the dark values
          apply under the <code>.dark</code> class. &ldquo;On background&rdquo; is the ratio against the page
          background; &ldquo;with foreground&rdquo; is the ratio of the token&apos;s <code>-foreground</code>{' '}
          partner drawn on it. Body text needs 4.5:1 (AA), large text and icons 3:1.
        </p>
      </Prose>
      <DocsSection title="Colour tokens">
        <TokenTable
          caption="Colour tokens in the light and dark theme with contrast ratios"
          headers={[
            'Token',
            'Light',
            'Dark',
            'On background (light / dark)',
            'With foreground (light / dark)',
          ]}
        >
          {colours.map(([name, value]) => {
            const darkColour = darkValue(name) ?? value;
            const partner = `${name}-foreground`;
            const partnerLight = light(partner);
            const partnerDark = darkValue(partner);
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
    </DocsPage>
  );
}

const meta = {
  title: 'Foundations/Colours',
  component: ColourTokens,
  tags: ['!autodocs'],
  ...docsPageMeta,
} satisfies Meta<typeof ColourTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  play: async ({ canvas }) => {
    // The table is read from the CSS: the brand colour and both themes' backgrounds are there.
    await expect(canvas.getByRole('rowheader', { name: '--rrl-primary' })).toBeVisible();
    const [light, dark] = [
      ...canvas.getByRole('rowheader', { name: '--rrl-background' }).closest('tr')!.querySelectorAll('code'),
    ].map((value) => value.textContent);
    await expect(light).toMatch(/^#|^rgb/);
    await expect(dark).not.toBe(light);
    await expect(
      canvas.getByRole('rowheader', { name: '--rrl-primary-strong' }).closest('tr'),
    ).toHaveTextContent(/\d+\.\d\d:1 AA/);
  },
};
