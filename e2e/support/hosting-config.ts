import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BACKEND_URL } from './urls';

const AUTH_EMULATOR_URL = 'http://127.0.0.1:19099';

/**
 * The Firebase config the suite's emulators run with: firebase.json (production's rewrites and
 * headers, the emulators' ports) with two changes only the local stack needs. The CSP also
 * allows the local services the e2e build calls (Auth emulator, dev backend) and drops
 * `upgrade-insecure-requests`, as they speak plain HTTP on loopback. Returns the file's path.
 */
export function writeE2eHostingConfig(rootDir: string): string {
  const config = JSON.parse(readFileSync(path.join(rootDir, 'firebase.json'), 'utf8')) as {
    hosting: { public: string; headers: { headers: { key: string; value: string }[] }[] };
  };
  const dir = path.join(rootDir, '.firebase/e2e');
  config.hosting.public = path.relative(dir, path.join(rootDir, config.hosting.public));
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key !== 'Content-Security-Policy') continue;
      header.value = header.value
        .split(';')
        .map((directive) => directive.trim())
        .filter((directive) => directive && directive !== 'upgrade-insecure-requests')
        .map((directive) => {
          if (directive.startsWith('connect-src')) return `${directive} ${AUTH_EMULATOR_URL} ${BACKEND_URL}`;
          if (directive.startsWith('frame-src')) return `${directive} ${AUTH_EMULATOR_URL}`;
          return directive;
        })
        .join('; ');
    }
  }
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'firebase.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}
