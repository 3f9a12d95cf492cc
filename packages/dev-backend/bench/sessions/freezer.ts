// `--freeze <ms>`: a starved machine, reproduced without burning the CPU others share. A helper
// process stops the server (SIGSTOP) for `ms` and resumes it (SIGCONT), then does the same to the
// bench itself half a period later, every period. Nothing runs in a stopped process, as on a
// machine whose load is far above its cores; the soak's breakdown then shows which handshakes a
// stall of that length fails, and why.
import { spawn } from 'node:child_process';

export interface Freezer {
  stop(): void;
}

export function startFreezer(options: { serverPid: number; ms: number; everyMs: number }): Freezer {
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const half = seconds(options.everyMs / 2 - options.ms);
  const { serverPid } = options;
  const benchPid = process.pid;
  // Both are resumed however the helper ends, so neither stays stopped.
  const script = `
    trap 'kill -CONT ${serverPid} ${benchPid} 2>/dev/null; exit 0' TERM INT EXIT
    while sleep ${half} && kill -0 ${benchPid} 2>/dev/null; do
      kill -STOP ${serverPid}; sleep ${seconds(options.ms)}; kill -CONT ${serverPid}
      sleep ${half}
      kill -STOP ${benchPid}; sleep ${seconds(options.ms)}; kill -CONT ${benchPid}
    done`;
  const helper = spawn('bash', ['-c', script], { stdio: 'ignore' });
  const stopHelper = () => helper.kill('SIGTERM');
  process.once('exit', stopHelper);
  return {
    stop() {
      process.off('exit', stopHelper);
      stopHelper();
    },
  };
}
