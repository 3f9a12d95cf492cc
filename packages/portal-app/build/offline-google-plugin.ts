import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadEnv, type Plugin } from 'vite';

/**
 * `pnpm dev` with no internet (docs/decisions.md, "Offline dev stack"). The Firebase SDK loads
 * Google's api.js for popup sign-in even against the Auth emulator, in the portal page and in the
 * emulator's helper iframe. Under the dev server both get the local stand-in instead:
 * - the page gets it as its first script, so the SDK finds `gapi.load` and never fetches api.js;
 * - the emulator is reached through this server (`.env.development` names this server as the
 *   emulator, DEV_AUTH_EMULATOR_URL the emulator itself), and its helper iframe's page is
 *   served with the stand-in in place of api.js.
 * Where the emulator does not answer, the dev server's output and the page say so.
 */
const STAND_IN_PATH = '/__dev/gapi-stand-in.js';
const HELPER_IFRAME_PATH = '/emulator/auth/iframe';
const GOOGLE_API_SCRIPT = 'https://apis.google.com/js/api.js';
/** What the SDK and the emulator's pages request from the emulator. */
const EMULATOR_PATHS = [
  '/emulator',
  '/identitytoolkit.googleapis.com',
  '/securetoken.googleapis.com',
  '/www.googleapis.com',
];

export function offlineGooglePlugin(): Plugin {
  let emulatorUrl: string | undefined;
  const standInSource = () => readFileSync(new URL('../dev/gapi-stand-in.js', import.meta.url), 'utf8');
  return {
    name: 'remoterl-offline-google',
    apply: 'serve',
    config(config, { mode }) {
      const envDir = config.envDir || config.root || process.cwd();
      emulatorUrl = loadEnv(mode, envDir, 'DEV_AUTH_EMULATOR_').DEV_AUTH_EMULATOR_URL;
      if (!emulatorUrl) return;
      const target = emulatorUrl;
      return {
        server: { proxy: Object.fromEntries(EMULATOR_PATHS.map((path) => [path, { target }])) },
      };
    },
    transformIndexHtml() {
      if (!emulatorUrl) return;
      return [
        { tag: 'script', attrs: { src: STAND_IN_PATH, 'data-dev-notes': '' }, injectTo: 'head-prepend' },
      ];
    },
    configureServer(server) {
      if (!emulatorUrl) return;
      const target = emulatorUrl;
      const logger = server.config.logger;
      // Added directly, so these run before Vite's own middlewares (the proxy among them).
      server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
        const url = request.url ?? '';
        if (url.startsWith(STAND_IN_PATH)) {
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          response.end(standInSource());
          return;
        }
        if (!url.startsWith(HELPER_IFRAME_PATH)) return next();
        void helperIframePage(target, url).then(
          (html) => {
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.end(html);
          },
          (error: unknown) => {
            const cause = `the Auth emulator does not answer at ${target} (${error instanceof Error ? error.message : String(error)}); is it running? \`pnpm dev\` starts it.`;
            logger.error(`[offline-google] sign-in cannot open: ${cause}`, { timestamp: true });
            response.statusCode = 502;
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.end(
              `<!doctype html><title>Auth emulator unreachable</title><script>console.error(${JSON.stringify(`[pnpm dev] Sign-in cannot open: ${cause}`)})</script>`,
            );
          },
        );
      });
    },
  };
}

/** The emulator's helper iframe page, loading the stand-in instead of Google's api.js. */
async function helperIframePage(emulatorUrl: string, url: string): Promise<string> {
  const response = await fetch(new URL(url, emulatorUrl));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const html = await response.text();
  if (!html.includes(GOOGLE_API_SCRIPT)) {
    throw new Error(
      `its helper page no longer loads ${GOOGLE_API_SCRIPT}; update build/offline-google-plugin.ts`,
    );
  }
  return html.replace(GOOGLE_API_SCRIPT, STAND_IN_PATH);
}
