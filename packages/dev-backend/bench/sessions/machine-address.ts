// Where a benchmark's legitimate clients connect from. The service caps handshakes in progress per
// source address (docs/decisions.md, "Handshake pool"), and real accounts run on machines of their
// own; a benchmark that opens every account's sessions from 127.0.0.1 would measure that cap
// instead of the service. Linux routes all of 127.0.0.0/8 to the loopback interface, so each
// simulated machine binds its own address there. 127.0.0.x is left to attackers (127.0.0.2).

const PER_BLOCK = 250;
const BLOCKS = 256;

/** The loopback address of simulated machine `index` (0-based): 127.1.0.1, 127.1.0.2, ... */
export function machineAddress(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= PER_BLOCK * BLOCKS) {
    throw new RangeError(`No loopback address for machine ${index}`);
  }
  return `127.1.${Math.floor(index / PER_BLOCK)}.${(index % PER_BLOCK) + 1}`;
}
