// `remoterl register`, as the Python client does it: open the dashboard (or print its address
// with --no-open-browser), ask for the key the user copies from there, check its shape, and save
// it. Three invalid answers end with status 1. There is no callback and no polling.
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { isApiKeyShape } from '@remoterl/product';
import { configPath, writeConfig, type Platform } from '../config-file.ts';
import type { Output } from '../output.ts';
import { DEFAULT_DASHBOARD_URL } from '../wire.ts';

export const REGISTER_TRIES = 3;
export const KEY_PROMPT = 'Please enter your RemoteRL API key: ';

export async function register(options: {
  platform: Platform;
  output: Output;
  input: Readable;
  openBrowser: boolean;
  open: (url: string) => Promise<unknown>;
}): Promise<number> {
  const { platform, output } = options;
  const url = platform.env.REMOTERL_DASHBOARD_URL || DEFAULT_DASHBOARD_URL;
  if (options.openBrowser) {
    output.line(`Opening ${url} in your browser: sign in and copy your API key.`);
    await options.open(url).catch(() => output.line(`Could not open a browser; visit ${url}`));
  } else {
    output.line(`Visit ${url}, sign in and copy your API key.`);
  }
  // Lines are read through the iterator so answers piped in all at once are not lost.
  const reader = createInterface({ input: options.input, terminal: false });
  const lines = reader[Symbol.asyncIterator]();
  try {
    for (let attempt = 1; attempt <= REGISTER_TRIES; attempt += 1) {
      output.prompt(KEY_PROMPT);
      const { value, done } = await lines.next();
      if (done) break;
      const apiKey = String(value).trim();
      if (isApiKeyShape(apiKey)) {
        const path = configPath(platform);
        writeConfig(path, apiKey);
        output.line(`API key saved to ${path}`);
        return 0;
      }
      const left = REGISTER_TRIES - attempt;
      output.error(
        `Invalid API key: expected api_ followed by a UUID.${left > 0 ? ` ${left} ${left === 1 ? 'try' : 'tries'} left.` : ''}`,
      );
    }
    output.error('No valid API key entered.');
    return 1;
  } finally {
    reader.close();
  }
}
