import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contrastReport, CONTRAST_PAIRS, REQUIRED_RATIO } from '../tokens/contrast.mjs';
import { brandNames, brandTokens } from '../tokens/tokens.generated';
import { Checkbox } from './checkbox';
import { LanguageSwitch } from './language-switch';
import { Switch } from './switch';
import { TextField } from './text-field';

/*
 * WCAG 1.4.11: where a control's edge (or, for a switch that is off, its track) is all that
 * shows the control is there, that colour needs 3:1 against every surface the control sits
 * on. This reads the colour each control draws at rest, as a server renders it, and holds it
 * to 3:1 on the page background, the surface and the raised surface in every brand and mode,
 * so a control that goes back to the faint divider colour fails here.
 */
const SURFACES = ['background', 'surface', 'surface-raised'];

const controls: { name: string; element: ReactElement; slot: string; utility: 'border' | 'bg' }[] = [
  { name: 'text field', element: <TextField label="Name" />, slot: 'text-field-frame', utility: 'border' },
  {
    name: 'textarea',
    element: <TextField label="Message" multiline />,
    slot: 'text-field-frame',
    utility: 'border',
  },
  {
    name: 'read-only field',
    element: <TextField label="Key" readOnly value="abc" />,
    slot: 'text-field-frame',
    utility: 'border',
  },
  {
    name: 'invalid field',
    element: <TextField label="Name" errorText="Required" />,
    slot: 'text-field-frame',
    utility: 'border',
  },
  {
    name: 'select',
    element: <LanguageSwitch value="en" onValueChange={() => {}} />,
    slot: 'language-switch-frame',
    utility: 'border',
  },
  { name: 'checkbox', element: <Checkbox label="Agree" />, slot: 'checkbox', utility: 'border' },
  { name: 'switch, off', element: <Switch label="Alerts" />, slot: 'switch', utility: 'bg' },
];

/** The colour token a control draws its resting edge with: its unprefixed `border-ds-*` (or `bg-ds-*`) class. */
function restingColour(markup: string, slot: string, utility: 'border' | 'bg') {
  const tag = new RegExp(`<[^>]*data-slot="${slot}"[^>]*>`).exec(markup)?.[0] ?? '';
  const classes = /class="([^"]*)"/.exec(tag)?.[1]?.split(/\s+/) ?? [];
  const colours = classes
    .map((name) => new RegExp(`^${utility}-ds-([a-z-]+)$`).exec(name)?.[1])
    .filter((name) => name !== undefined);
  return colours;
}

const modes = brandNames.flatMap((brand) =>
  (['light', 'dark'] as const).map((mode) => ({
    brand,
    mode,
    colours: Object.fromEntries(
      Object.entries(brandTokens[brand][mode]).map(([name, value]) => [name.replace(/^--rrl-/, ''), value]),
    ),
  })),
);

describe('the resting edge of every form control', () => {
  it.each(controls)(
    '$name draws its edge with a colour held to 3:1 on every surface',
    ({ element, slot, utility }) => {
      const [colour, ...others] = restingColour(renderToStaticMarkup(element), slot, utility);
      expect(others).toEqual([]);
      const held = CONTRAST_PAIRS.filter((pair) => pair.foreground === colour && pair.use === 'ui');
      expect(held.map((pair) => pair.background).sort()).toEqual([...SURFACES].sort());
      for (const { brand, mode, colours } of modes) {
        const results = contrastReport(colours, mode).filter(
          (result) => result.foreground === colour && result.use === 'ui',
        );
        expect(results.length, `${brand} ${mode}`).toBe(SURFACES.length);
        for (const result of results) {
          expect(result.ratio, `${brand} ${mode}: ${colour} on ${result.background}`).toBeGreaterThanOrEqual(
            REQUIRED_RATIO.ui,
          );
        }
      }
    },
  );
});
