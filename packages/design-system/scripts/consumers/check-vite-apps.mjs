/* global document, getComputedStyle -- the callbacks passed to evaluate() run inside the page. */
// The two Vite consumers: built with Vite's API, served by `vite preview`, read in Chromium.
import { checkFontsAndPaint, checkPagePaintOptOut } from './check-fonts-and-paint.mjs';
import { INSTALL_BUDGET_MB, OPTIONAL_PACKAGES } from './lean-install.mjs';

async function serve(appDir, { build, preview }) {
  const output = await build({ root: appDir, logLevel: 'error' });
  const server = await preview({ root: appDir, logLevel: 'error', preview: { port: 0, host: '127.0.0.1' } });
  const moduleIds = [output]
    .flat()
    .flatMap(({ output: chunks }) => chunks.flatMap((chunk) => chunk.moduleIds ?? []));
  return { url: server.resolvedUrls.local[0], moduleIds, close: () => server.close() };
}

const fromPackage = (name) => new RegExp(`/node_modules/(\\.pnpm/[^/]+/node_modules/)?${name}/`);

/**
 * A page that renders only a Button, from an install of the tarball alone: the install brings
 * none of the packages only some entries need, the build found every module it reached, and
 * the page's JavaScript holds none of them.
 */
function checkLeanInstall({ install, moduleIds }, fail) {
  for (const name of OPTIONAL_PACKAGES) {
    if (install.packages.some((id) => id.startsWith(`${name}@`)))
      fail(`installing the package brings ${name}, which a page with only a Button does not need`);
    if (moduleIds.some((id) => fromPackage(name).test(id))) fail(`the Button page bundles ${name}`);
  }
  const megabytes = install.bytes / 1024 / 1024;
  if (megabytes > INSTALL_BUDGET_MB)
    fail(`installing the package adds ${megabytes.toFixed(1)} MB, over the ${INSTALL_BUDGET_MB} MB budget`);
  if (!moduleIds.some((id) => /@ccnets\/design-system\/dist\/components\/button\//.test(id)))
    fail('the Button page bundles no Button: the bundle check read the wrong output');
}

const expectEqual = (fail) => (what, actual, expected) => {
  if (actual !== expected) fail(`${what} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
};

/**
 * styles.css styles the button and leaves the host's own heading and list as the host had them;
 * the app is installed lean (see checkLeanInstall), so its fonts resolve from the install alone.
 */
export async function checkVitePlain(appDir, tools, fail, install) {
  const expect = expectEqual(fail);
  const server = await serve(appDir, tools);
  checkLeanInstall({ install, moduleIds: server.moduleIds }, fail);
  const page = await tools.browser.newPage();
  try {
    await page.goto(server.url);
    const button = page.getByRole('button', { name: 'Complete Purchase' });
    await button.waitFor();
    const styles = await page.evaluate(async () => {
      await document.fonts.ready;
      const style = (selector) => getComputedStyle(document.querySelector(selector));
      const button = style('[data-slot="button"]');
      return {
        buttonBackground: button.backgroundColor,
        buttonColor: button.color,
        buttonRadius: button.borderRadius,
        buttonPaddingLeft: button.paddingLeft,
        interLoaded: document.fonts.check('500 16px "Inter Variable"'),
        headingSize: style('#host-heading').fontSize,
        headingMargin: style('#host-heading').marginTop,
        listStyle: style('#host-list').listStyleType,
        listPadding: style('#host-list').paddingLeft,
        bodyMargin: style('body').marginTop,
        rootFont: style('html').fontFamily,
      };
    });
    expect('the button background', styles.buttonBackground, 'rgb(60, 102, 211)');
    expect('the button text colour', styles.buttonColor, 'rgb(255, 255, 255)');
    expect('the button radius', styles.buttonRadius, '4px');
    expect('the button padding', styles.buttonPaddingLeft, '24px');
    expect('Inter loaded', styles.interLoaded, true);
    // The browser's own defaults, which a global reset would have removed.
    expect('the host heading size', styles.headingSize, '32px');
    expect('the host heading margin', styles.headingMargin, '21.44px');
    expect('the host list bullets', styles.listStyle, 'disc');
    expect('the host list indent', styles.listPadding, '40px');
    expect('the host body margin', styles.bodyMargin, '8px');
    if (/Inter/.test(styles.rootFont)) fail(`the host page's font became ${styles.rootFont}`);
    await checkFontsAndPaint(
      page,
      { setup: 'styles.css', latin: '[data-slot="button"]', hangul: '[lang="ko"] [data-slot="button"]' },
      fail,
    );
    await checkPagePaintOptOut(page, 'styles.css', fail);
  } finally {
    await page.close();
    await server.close();
  }
}

/**
 * theme.css without the preset: the app's sm:, 2xl: and dark: are Tailwind's defaults, its own
 * `primary` colour and `rounded-md` and the design system's do not touch each other, and
 * `data-brand` re-brands the design system's parts only.
 */
export async function checkViteTailwind(appDir, tools, fail) {
  const expect = expectEqual(fail);
  const server = await serve(appDir, tools);
  const context = await tools.browser.newContext();
  const page = await context.newPage();
  const displayAt = async (width, selector) => {
    await page.setViewportSize({ width, height: 800 });
    return page.locator(selector).evaluate((element) => getComputedStyle(element).display);
  };
  try {
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Design system button' }).waitFor();
    // Tailwind's sm is 40rem (640px); the design system's own is 425px.
    expect('the host sm:block at 500px', await displayAt(500, '#host-sm'), 'none');
    expect('the host sm:block at 700px', await displayAt(700, '#host-sm'), 'block');
    // Tailwind's 2xl is 96rem (1536px), and it must exist.
    expect('the host 2xl:block at 1400px', await displayAt(1400, '#host-2xl'), 'none');
    expect('the host 2xl:block at 1600px', await displayAt(1600, '#host-2xl'), 'block');
    // Tailwind's dark: follows prefers-color-scheme, not a class.
    const colour = () => page.locator('#host-dark').evaluate((element) => getComputedStyle(element).color);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect('the host dark: text under a dark scheme', await colour(), 'rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    expect('the host dark: text with only the .dark class', await colour(), 'rgb(0, 0, 0)');
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    expect(
      "the host's own bg-primary",
      await page.locator('#host-primary').evaluate((element) => getComputedStyle(element).backgroundColor),
      'rgb(18, 52, 86)',
    );
    expect(
      'the design system button background',
      await page
        .getByRole('button', { name: 'Design system button' })
        .evaluate((element) => getComputedStyle(element).backgroundColor),
      'rgb(60, 102, 211)',
    );
    const style = (selector, property) =>
      page
        .locator(selector)
        .first()
        .evaluate((element, name) => getComputedStyle(element)[name], property);
    // The app's radius is its own, and the design system's ignores it; a brand moves only the design system's.
    expect("the host's own rounded-md", await style('#host-rounded-md', 'borderRadius'), '2px');
    expect("Tailwind's rounded-lg inside data-brand", await style('#host-rounded-lg', 'borderRadius'), '8px');
    expect('the design system button radius', await style('[data-slot="button"]', 'borderRadius'), '4px');
    const branded = page.getByRole('button', { name: 'Branded button' });
    expect(
      'the button under data-brand="ccnets"',
      await branded.evaluate((element) => getComputedStyle(element).backgroundColor),
      'rgb(15, 118, 110)',
    );
    expect(
      'the button radius under data-brand="ccnets"',
      await branded.evaluate((element) => getComputedStyle(element).borderRadius),
      '10px',
    );
    expect(
      'the design system button text',
      await page
        .getByRole('button', { name: 'Design system button' })
        .evaluate((element) => getComputedStyle(element).color),
      'rgb(255, 255, 255)',
    );
    await checkFontsAndPaint(
      page,
      {
        setup: 'theme.css',
        latin: 'main > [data-slot="button"]',
        hangul: 'main > [lang="ko"] [data-slot="button"]',
      },
      fail,
    );
    await checkPagePaintOptOut(page, 'theme.css', fail);
    // The client parts of `#table-parts`: the server's would say English "No data" here.
    expect(
      "a Table's empty text under LocaleProvider 'ko'",
      await page.locator('[data-slot="table-empty"]').textContent(),
      '데이터 없음',
    );
    await checkFontsAndPaint(
      page,
      {
        setup: 'theme.css, data-brand="ccnets"',
        latin: '[data-brand] > [data-slot="button"]',
        hangul: '[data-brand] [lang="ko"] [data-slot="button"]',
      },
      fail,
    );
  } finally {
    await context.close();
    await server.close();
  }
}
