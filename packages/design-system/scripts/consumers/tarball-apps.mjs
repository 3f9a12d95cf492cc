// Apps built from the packed package, as an adopter installs it. They live under
// .consumer-apps/ inside the package, so the design system's dependencies resolve from the
// workspace (as the lockfile pins them) and nothing is downloaded.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { packageDir } from '../public-entries.mjs';

export const workspaceRoot = path.resolve(packageDir, '../..');
export const appsDir = path.join(packageDir, '.consumer-apps');

/** Packs the package (as `pnpm publish` would) into a fresh .consumer-apps/; returns the tarball. */
export function packTarball() {
  rmSync(appsDir, { recursive: true, force: true });
  mkdirSync(appsDir, { recursive: true });
  execFileSync('pnpm', ['pack', '--pack-destination', appsDir], { cwd: packageDir, stdio: 'ignore' });
  return path.join(
    appsDir,
    readdirSync(appsDir).find((file) => file.endsWith('.tgz')),
  );
}

/**
 * Creates .consumer-apps/<name> (or <name> in `baseDir`) from a template folder or a
 * `{ path: contents }` map, with the tarball unpacked into its node_modules; returns the app's folder.
 */
export function installApp(name, tarball, template, baseDir = appsDir) {
  const appDir = path.join(baseDir, name);
  if (typeof template === 'string') cpSync(template, appDir, { recursive: true });
  else
    for (const [file, contents] of Object.entries(template)) {
      mkdirSync(path.dirname(path.join(appDir, file)), { recursive: true });
      writeFileSync(path.join(appDir, file), contents);
    }
  const installed = path.join(appDir, 'node_modules/@ccnets/design-system');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['xzf', tarball, '-C', installed, '--strip-components=1']);
  return appDir;
}
