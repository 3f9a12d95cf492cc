// The V8 settings the backend runs with (docs/decisions.md, "The backend holds its young
// generation"). Left to itself, V8 sizes the young generation by the allocation it sees, from
// 1 MB up, and shrinks it again whenever it judges the process idle: the same service ended one
// run at 155 MB and the next at 290 MB under the same load, and two servers under nearly the same
// load could not be compared. Held, the service's memory is what it holds: flat from its first
// minute, so a leak shows as a slope. Node takes these only on its command line (not in
// NODE_OPTIONS), so every start of the backend passes them: `pnpm start`, `pnpm dev`, the
// end-to-end suite, the benches and the tests that start it.

/**
 * Each semi-space of the young generation starts at this many MB and never shrinks below it.
 * Node's builds have no pointer compression, so V8 lets it grow to twice this, once, under load.
 */
export const SEMI_SPACE_MB = 16;

export const SERVICE_NODE_FLAGS: readonly string[] = [
  `--min-semi-space-size=${SEMI_SPACE_MB}`,
  `--max-semi-space-size=${SEMI_SPACE_MB}`,
  // The reducer is made for idle browser tabs: it collects and gives pages back when allocation
  // slows, and a service takes them again with its next burst.
  '--no-memory-reducer',
];

/** Whether this process was started with the service's flags (main.ts says so when not). */
export const startedWithServiceFlags = (execArgv: readonly string[] = process.execArgv) =>
  SERVICE_NODE_FLAGS.every((flag) => execArgv.includes(flag));
