import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';

/**
 * Google's api.js, which the Firebase web SDK loads for popup sign-in even against the Auth
 * emulator, is answered with the local stand-in that `pnpm dev` serves too (one source:
 * packages/portal-app/dev/gapi-stand-in.js). The test machines are offline.
 */
export const STAND_IN_SOURCE = readFileSync(
  new URL('../../packages/portal-app/dev/gapi-stand-in.js', import.meta.url),
  'utf8',
);

export const GAPI_SCRIPT_PATTERN = 'https://apis.google.com/js/api.js*';

/** Serves the stand-in for every api.js request of this page, including its iframes. */
export async function installGapiStandIn(page: Page): Promise<void> {
  await page.route(GAPI_SCRIPT_PATTERN, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: STAND_IN_SOURCE }),
  );
}

/**
 * The emulator's account chooser pulls styles and scripts from unpkg and Google Fonts, which
 * this offline machine cannot reach; answering them at once keeps the popup from waiting on
 * network time-outs. The chooser works without them (it checks for `window.mdc`).
 */
export async function answerAccountChooserAssets(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: route.request().resourceType() === 'script' ? 'text/javascript' : 'text/css',
      body: '',
    }),
  );
}
