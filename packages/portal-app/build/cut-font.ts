import subsetFont from 'subset-font';
import { USED_WEIGHTS } from './portal-faces.ts';
import { KEPT_FEATURES } from './shaping-features.ts';

/** subset-font's options, with `keepFeatures`, which its README documents and @types/subset-font 2.3.0 lacks. */
type CutOptions = NonNullable<Parameters<typeof subsetFont>[2]> & { keepFeatures: string[] };

/**
 * `font` cut to `characters`, at the weights the portal sets and with the layout features it
 * shapes with (shaping-features.ts). Made with hb-subset (subset-font), not by hand: only
 * HarfBuzz keeps a variable font's axes and its shaping tables intact.
 */
export function cutFont(font: Buffer, characters: string[], targetFormat: 'woff2' | 'sfnt' = 'woff2') {
  const options: CutOptions = {
    targetFormat,
    variationAxes: { wght: USED_WEIGHTS },
    keepFeatures: [...KEPT_FEATURES],
  };
  return subsetFont(font, characters.join(''), options);
}
