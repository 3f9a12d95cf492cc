/**
 * Serves a built portal the way firebase.json's Hosting config does, for the budget check and
 * the benchmark: clean URLs (`/pricing` -> pricing.html), the SPA shell for every other path
 * that is not an asset, production's headers (read from firebase.json), and text compressed as
 * Hosting compresses it (content-encoding.mjs: the smallest of gzip and brotli the browser
 * accepts). Hand-written rather
 * than the Hosting emulator, which takes seconds to start and pins one port; the end-to-end
 * suite runs on the emulator itself.
 *
 *   node build/serve-site.mjs [distDir] [port]
 */
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeBody } from './content-encoding.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};
const SPA_SHELL = 'spa.html';

function productionHeaders(pathname) {
  const config = JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8'));
  const headers = {};
  for (const rule of config.hosting.headers) {
    // The two rules firebase.json has: "**" and "/assets/**".
    const applies = rule.source === '**' || (rule.source === '/assets/**' && pathname.startsWith('/assets/'));
    if (applies) for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file answering `pathname`, or undefined for a missing asset (404). */
async function resolveFile(root, pathname, shell) {
  const safe = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const direct = path.join(root, safe);
  if (!direct.startsWith(root)) return undefined;
  if (safe === '/' || safe === '') return path.join(root, 'index.html');
  if (await isFile(direct)) return direct;
  if (await isFile(`${direct}.html`)) return `${direct}.html`;
  if (pathname.startsWith('/assets/')) return undefined;
  return path.join(root, shell);
}

/**
 * Starts the server; resolves with it once it listens. `plain` serves another site (the bench's
 * peer) as a plain static host would: index.html for unknown paths, none of production's headers,
 * gzip alone.
 */
export function serveSite(distDir, port = 0, host = '127.0.0.1', { plain = false } = {}) {
  const root = path.resolve(distDir);
  const shell = plain ? 'index.html' : SPA_SHELL;
  /** Each text file's compressed bodies, by encoding, file and modification time. */
  const encodings = new Map();
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://site.invalid');
    const file = await resolveFile(root, pathname, shell);
    if (!file) {
      response.writeHead(404).end('Not found');
      return;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers = {
      ...(plain ? {} : productionHeaders(pathname)),
      'Content-Type': type,
      Vary: 'Accept-Encoding',
    };
    let body = await readFile(file);
    if (/^(text\/|application\/(json|xml)|image\/svg)/.test(type)) {
      const { mtimeMs } = await stat(file);
      // A plain static host (`serve -s`, as the shared bench serves the peer) has gzip alone.
      const encoded = encodeBody(
        body,
        request.headers['accept-encoding'],
        encodings,
        `${file}@${mtimeMs}`,
        plain ? ['gzip'] : undefined,
      );
      body = encoded.body;
      if (encoded.encoding) headers['Content-Encoding'] = encoded.encoding;
    }
    response.writeHead(200, headers);
    response.end(body);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await serveSite(process.argv[2] ?? 'dist', Number(process.argv[3] ?? 14174));
  const { address, port } = server.address();
  console.log(`Serving on http://${address}:${port}/`);
}
