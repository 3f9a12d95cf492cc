// An app installed as npm would install it, offline: outside the workspace (so nothing else
// resolves), with node_modules holding the unpacked tarball and, linked from the workspace's
// store, exactly what an install of it brings: the design system's dependencies and required
// peers, theirs in turn, and the app's own packages. A module the app reaches that the install
// lacks fails its build, as it would for an adopter.
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { packageDir } from '../public-entries.mjs';
import { installApp, workspaceRoot } from './tarball-apps.mjs';

/** Dependencies that only some entries need; an app that uses none of those must not get them. */
export const OPTIONAL_PACKAGES = [
  'react-hook-form',
  '@hookform/resolvers',
  'zod',
  'recharts',
  // Icons are the package's own (src/icons); lucide-react was 49 MB of a 55 MB install.
  'lucide-react',
];

/** What installing the package may add to an app, at most (issue 35.7). */
export const INSTALL_BUDGET_MB = 20;

const readManifest = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

/** The folder `name` resolves to from `fromDir` by Node's lookup, or undefined. */
function findPackage(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    if (path.basename(dir) !== 'node_modules') {
      try {
        return realpathSync(path.join(dir, 'node_modules', name));
      } catch {
        // not here; look further up
      }
    }
    if (dir === path.dirname(dir)) return undefined;
  }
}

/** What installing a package brings: its dependencies, required peers and installed optional ones. */
function requirements(manifest) {
  const optionalPeers = new Set(
    Object.entries(manifest.peerDependenciesMeta ?? {})
      .filter(([, meta]) => meta.optional)
      .map(([name]) => name),
  );
  return {
    required: [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}).filter((name) => !optionalPeers.has(name)),
    ],
    // Platform builds (optionalDependencies) are installed only where they fit.
    optional: Object.keys(manifest.optionalDependencies ?? {}),
  };
}

/** Every package `names` bring, transitively: `Map<name@version, folder>`. */
function closure(names, fromDir) {
  const found = new Map();
  const queue = names.map((name) => ({ name, fromDir, optional: false }));
  while (queue.length > 0) {
    const { name, fromDir: from, optional } = queue.shift();
    const dir = findPackage(name, from);
    if (!dir) {
      if (optional) continue;
      throw new Error(`${name} (needed from ${from}) is not in the workspace's store`);
    }
    const manifest = readManifest(dir);
    const id = `${manifest.name}@${manifest.version}`;
    if (found.has(id)) continue;
    found.set(id, dir);
    const { required, optional: optionalNames } = requirements(manifest);
    queue.push(...required.map((dependency) => ({ name: dependency, fromDir: dir, optional: false })));
    queue.push(...optionalNames.map((dependency) => ({ name: dependency, fromDir: dir, optional: true })));
  }
  return found;
}

function folderBytes(dir) {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += lstatSync(path.join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}

/**
 * Creates the app from `template` in a fresh folder under the system's temporary directory,
 * installs the tarball and links what installing it brings, plus `appPackages` (the app's own
 * dependencies, taken from the workspace). Returns the app's folder and the install: its
 * packages (`name@version`) and their size on disk.
 */
export function installLeanApp(name, tarball, template, appPackages) {
  const appDir = installApp(name, tarball, template, mkdtempSync(path.join(os.tmpdir(), 'ccnets-')));
  const installedDir = path.join(appDir, 'node_modules/@ccnets/design-system');
  const { required } = requirements(readManifest(installedDir));
  // One link per name: the app's React is also the design system's peer.
  const links = new Map([
    ...required.map((dependency) => [dependency, findPackage(dependency, packageDir)]),
    ...appPackages.map((dependency) => [dependency, findPackage(dependency, workspaceRoot)]),
  ]);
  for (const [dependency, target] of links) {
    if (!target) throw new Error(`${dependency} is not in the workspace's store`);
    mkdirSync(path.dirname(path.join(appDir, 'node_modules', dependency)), { recursive: true });
    symlinkSync(target, path.join(appDir, 'node_modules', dependency), 'dir');
  }
  const packages = closure(required, installedDir);
  const bytes = [...packages.values()].reduce(
    (sum, dir) => sum + folderBytes(dir),
    folderBytes(installedDir),
  );
  return { appDir, install: { packages: [...packages.keys()], count: packages.size + 1, bytes } };
}
