import { describe, expect, it } from 'vitest';
import { otherBrowserMessage, parseBrowserVersion, sameBaselineBrowser } from './baseline-browser';

const debian156 = 'Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)';

describe('the baselines browser', () => {
  it('reads the product, major version and build platform of `chromium --version`', () => {
    expect(parseBrowserVersion(debian156)).toEqual({
      product: 'Chromium',
      major: 156,
      version: '156.0.8078.108',
      platform: 'Debian GNU/Linux 12 (bookworm)',
    });
    expect(parseBrowserVersion('Google Chrome for Testing 157.0.7400.2')).toMatchObject({
      product: 'Google Chrome for Testing',
      major: 157,
      platform: '',
    });
    expect(parseBrowserVersion('Mozilla Firefox 153.8.0esr')).toMatchObject({
      product: 'Mozilla Firefox',
      major: 153,
      version: '153.8.0esr',
    });
  });

  it('compares a patch release of the same major and build with the baselines', () => {
    // Baselines made with 156.0.8078.73 pass unchanged with 156.0.8078.108.
    expect(
      sameBaselineBrowser('Chromium 156.0.8078.73 built on Debian GNU/Linux 12 (bookworm)', debian156),
    ).toBe(true);
  });

  it('stops a run with another major, another build platform or another product', () => {
    expect(
      sameBaselineBrowser(debian156, 'Chromium 157.0.8100.2 built on Debian GNU/Linux 12 (bookworm)'),
    ).toBe(false);
    expect(
      sameBaselineBrowser(debian156, 'Chromium 156.0.8078.108 built on Debian GNU/Linux 13 (trixie)'),
    ).toBe(false);
    expect(sameBaselineBrowser(debian156, 'Chromium 156.0.8078.108')).toBe(false);
    expect(sameBaselineBrowser(debian156, 'not a version')).toBe(false);
  });

  it('tells which browser to use and the command that regenerates the baselines', () => {
    const message = otherBrowserMessage(
      debian156,
      'Chromium 157.0.1.2',
      '.storybook/visual/baseline-browser.json',
    );
    expect(message).toContain('Chromium 156 built on Debian GNU/Linux 12 (bookworm)');
    expect(message).toContain("this run's browser is Chromium 157.0.1.2");
    expect(message).toContain('pnpm test:visual:update');
  });
});
