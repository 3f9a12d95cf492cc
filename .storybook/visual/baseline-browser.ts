/*
 * The browser that made the visual baselines, and whether another one may be compared with
 * them. `chromium --version` prints e.g. "Chromium 156.0.8078.108 built on Debian GNU/Linux 12
 * (bookworm)"; Playwright's own build prints no "built on".
 *
 * What counts as the same browser: the same product, the same major version and the same
 * build platform. Patch releases of one major share the renderer: baselines made with Chromium
 * 156.0.8078.73 pass unchanged, pixel for pixel at the strict threshold, with 156.0.8078.108.
 * A new major, or a build on another platform (other system font, FreeType and HarfBuzz
 * libraries), changes text rasterising and anti-aliasing across hundreds of pictures at once:
 * that run is stopped before comparing anything, with the command that regenerates them.
 */

export interface BrowserVersion {
  product: string;
  major: number;
  version: string;
  platform: string;
}

export function parseBrowserVersion(text: string): BrowserVersion | undefined {
  // Firefox ESR prints its channel after the number: "Mozilla Firefox 153.8.0esr".
  const match = /^(.*?)\s+(\d+)((?:\.\d+)*[a-z]*)(?:\s+built on\s+(.+))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, product, major, rest, platform] = match;
  return { product: product!, major: Number(major), version: `${major}${rest}`, platform: platform ?? '' };
}

export function sameBaselineBrowser(recorded: string, current: string): boolean {
  const [a, b] = [parseBrowserVersion(recorded), parseBrowserVersion(current)];
  return !!a && !!b && a.product === b.product && a.major === b.major && a.platform === b.platform;
}

export function otherBrowserMessage(
  recorded: string,
  current: string,
  recordFile: string,
  updateCommand = 'pnpm test:visual:update',
): string {
  const wanted = parseBrowserVersion(recorded);
  return [
    `The visual baselines were made with ${recorded} (${recordFile}); this run's browser is ${current}.`,
    `Another major version or build draws text and edges differently, so no story was compared.`,
    `Run the stories with ${wanted ? `${wanted.product} ${wanted.major}${wanted.platform ? ` built on ${wanted.platform}` : ''}` : 'that browser'} (scripts/toolchain.sh installs Debian's ${updateCommand.includes('firefox') ? 'firefox-esr' : 'chromium'}),`,
    `or move the baselines to this browser: regenerate every one and review the changed pictures:`,
    `  ${updateCommand}`,
  ].join('\n');
}
