#!/usr/bin/env node
// TLS in front of the e2e portal (Hosting emulator) and dev backend, as production has it: the
// Hosting emulator and the backend speak http only. Each listener forwards every request to its
// upstream unchanged but for Host, which names the upstream (the backend answers only the hosts
// it serves). Hand-written: a pipe of a few lines, where a proxy library would bring options
// this suite does not use.
//   E2E_TLS_DIR=<folder with tls-key.pem, tls-public.pem> node e2e/support/tls-front.ts
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:https';
import { readFileSync } from 'node:fs';
import { generate } from 'selfsigned';
import { tlsKeyIn } from './tls-key.ts';
import { BACKEND_URL, PORTAL_URL, TLS_BACKEND_URL, TLS_PORTAL_URL } from './urls.ts';

const dir = process.env.E2E_TLS_DIR;
if (!dir) throw new Error('E2E_TLS_DIR is not set: the TLS front needs the key the browser trusts');
const key = tlsKeyIn(dir);
const privateKey = readFileSync(key.privateKeyFile, 'utf8');
const { cert } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
  keyPair: { privateKey, publicKey: readFileSync(key.publicKeyFile, 'utf8') },
  keyType: 'ec',
  algorithm: 'sha256',
  extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
});

function front(listen: string, upstream: string) {
  const { port } = new URL(listen);
  const target = new URL(upstream);
  createServer({ key: privateKey, cert }, (incoming, outgoing) => {
    const forwarded = httpRequest(
      upstream + (incoming.url ?? '/'),
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      // The upstream is not up yet (both start with the suite): Playwright polls until it is.
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  }).listen(Number(port), target.hostname);
}

front(TLS_PORTAL_URL, PORTAL_URL);
front(TLS_BACKEND_URL, BACKEND_URL);
