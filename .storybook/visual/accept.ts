import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { globSync, readFileSync } from 'node:fs';

/*
 * Accepts new pictures as baselines and says which files it rewrote.
 *   node .storybook/visual/accept.ts                                   every story (pnpm test:visual:update)
 *   node .storybook/visual/accept.ts <story file> ['<story name>']     one file, or one story of it
 * Only a full run records the browser as the baselines' (global-setup.ts): a single story
 * accepted with another browser would mix two renderers in one set.
 */

const [storyFile, storyName] = process.argv.slice(2);

const before = baselines();
const args = ['exec', 'vitest', 'run', '--project', 'storybook'];
if (storyFile) args.push(storyFile);
if (storyName) args.push('--testNamePattern', `^${storyName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
args.push('--update=all');
const { status } = spawnSync('pnpm', args, {
  stdio: 'inherit',
  env: storyFile ? process.env : { ...process.env, VISUAL_BASELINES_RECORD_BROWSER: '1' },
});

const after = baselines();
const rewritten = [...after].filter(([file, hash]) => before.has(file) && before.get(file) !== hash);
const added = [...after.keys()].filter((file) => !before.has(file));
console.log(`\nBaselines rewritten: ${rewritten.length}, added: ${added.length}`);
for (const [file] of rewritten) console.log(`  rewrote ${file}`);
for (const file of added) console.log(`  added   ${file}`);
if (rewritten.length + added.length > 0)
  console.log('Look at each picture (git diff, or an image viewer) before committing it.');
process.exit(status ?? 1);

/** Every baseline picture and a hash of its bytes. */
function baselines(): Map<string, string> {
  const files = globSync(
    ['.storybook/**/__screenshots__/**/*.png', 'packages/*/src/**/__screenshots__/**/*.png'],
    {
      exclude: (name) => name === 'node_modules',
    },
  );
  return new Map(files.map((file) => [file, createHash('sha1').update(readFileSync(file)).digest('hex')]));
}
