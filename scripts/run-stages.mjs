// Runs package scripts one after another, stops at the first failure, and ends with the wall
// time of each stage, so a slow CI run says where its minutes went.
// Usage: node scripts/run-stages.mjs lint+typecheck test:unit ...
//
// `a+b` runs a and b side by side. CI has two cores, and some stages leave one idle (an
// emulator starting, a browser waiting on a page), so pairing such a stage with another wins
// minutes without thinning any suite. The first stage of a pair prints as it runs; the others'
// output is held and printed whole when they end, so the log never interleaves.
import { spawn } from 'node:child_process';

const groups = process.argv.slice(2).map((arg) => arg.split('+'));
const timings = [];
let failed = [];

for (const group of groups) {
  const started = performance.now();
  const results = await Promise.all(group.map((stage, index) => runStage(stage, index === 0)));
  for (const result of results.slice(1)) {
    console.log(`\n── output of ${result.stage}, which ran beside ${group[0]} ──`);
    process.stdout.write(result.output);
  }
  timings.push({ group, seconds: (performance.now() - started) / 1000, results });
  failed = results.filter((result) => !result.ok);
  if (failed.length > 0) break;
}

const total = timings.reduce((sum, { seconds }) => sum + seconds, 0);
console.log('\nstage wall times:');
for (const { group, seconds, results } of timings) {
  if (group.length === 1) {
    console.log(`  ${results[0].ok ? 'ok  ' : 'FAIL'} ${group[0].padEnd(24)} ${formatSeconds(seconds)}`);
    continue;
  }
  console.log(
    `  ${results.every((r) => r.ok) ? 'ok  ' : 'FAIL'} ${group.join(' + ').padEnd(24)} ${formatSeconds(seconds)}`,
  );
  for (const result of results) {
    console.log(
      `         ${result.ok ? '' : 'FAIL '}${result.stage.padEnd(22)} ${formatSeconds(result.seconds)}`,
    );
  }
}
console.log(`  total                         ${formatSeconds(total)}`);
if (failed.length > 0) {
  for (const { stage, status, signal } of failed)
    console.error(`${stage} failed (${signal ?? `exit ${status}`})`);
  process.exit(1);
}

/** Runs one package script; `live` streams its output, otherwise it is held for later. */
function runStage(stage, live) {
  const started = performance.now();
  const child = spawn('pnpm', ['run', stage], { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const chunks = [];
  child.stdout?.on('data', (chunk) => chunks.push(chunk));
  child.stderr?.on('data', (chunk) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status, signal) =>
      resolve({
        stage,
        ok: status === 0,
        status,
        signal,
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks).toString(),
      }),
    );
  });
}

function formatSeconds(seconds) {
  // Rounded once, so 59.6 s reads 1:00, never 0:60.
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')} min`;
}
