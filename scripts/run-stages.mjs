// Runs package scripts one after another, stops at the first failure, and ends with the wall
// time of each stage, so a slow CI run says where its minutes went.
// Usage: node scripts/run-stages.mjs lint typecheck test:unit ...
import { spawnSync } from 'node:child_process';

const stages = process.argv.slice(2);
const timings = [];
let failed;

for (const stage of stages) {
  const started = performance.now();
  const { status, signal } = spawnSync('pnpm', ['run', stage], { stdio: 'inherit' });
  timings.push({ stage, seconds: (performance.now() - started) / 1000, ok: status === 0 });
  if (status !== 0) {
    failed = `${stage} failed (${signal ?? `exit ${status}`})`;
    break;
  }
}

const total = timings.reduce((sum, { seconds }) => sum + seconds, 0);
console.log('\nstage wall times:');
for (const { stage, seconds, ok } of timings) {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${stage.padEnd(16)} ${formatSeconds(seconds)}`);
}
console.log(`  total            ${formatSeconds(total)}`);
if (failed) {
  console.error(failed);
  process.exit(1);
}

function formatSeconds(seconds) {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(Math.round(seconds % 60)).padStart(2, '0')} min`;
}
