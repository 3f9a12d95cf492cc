// One side of a benchmark pair: a session opened through the reference client's
// SessionConnection, which sends fixed-size frames at a fixed rate once started.
import {
  CLIENT_NAME,
  SessionConnection,
  type AttemptFailure,
  type Control,
  type Role,
  type Welcome,
} from '@remoterl/cli';

export interface SessionTimes {
  /** Just before the socket was opened: the server's session cannot start earlier. */
  openedAt: number;
  welcomedAt: number;
  /** Just before the close was sent, and once it completed. */
  closingAt: number;
  closedAt: number;
}

export class Endpoint {
  readonly role: Role;
  readonly connection: SessionConnection;
  readonly times: SessionTimes = { openedAt: 0, welcomedAt: 0, closingAt: 0, closedAt: 0 };
  welcome: Welcome | undefined;
  /** The session on the other end, from `paired` (a simulator) or `attached` (a trainer). */
  peer: string | undefined;
  onBinary: (data: Buffer) => void = () => {};
  /** Every control frame (paired, paused, resumed...), after `peer` is updated. */
  onControl: (control: Control) => void = () => {};
  /** Endings other than our own close, for the report. */
  failures: string[] = [];
  /** The ending that came before the welcome: the service refused this session (code, message). */
  refusal: string | undefined;
  /** Its code alone, and how the attempt failed when no refusal frame came (refusal-reasons.ts). */
  refusalCode: string | undefined;
  refusalCause: AttemptFailure | undefined;
  /** The account is paused for lack of data (between `paused` and `resumed`). */
  isPaused = false;
  /** While held, the sending timer skips its ticks (an account paused for lack of data). */
  holdSending = false;
  private readonly welcomed: Promise<void>;
  private readonly paired: Promise<void>;
  private timer: NodeJS.Timeout | undefined;
  private sequence = 0;

  /** `localAddress`: the loopback address of the machine this endpoint stands for. */
  constructor(url: string, apiKey: string, role: Role, localAddress?: string) {
    this.role = role;
    let markWelcomed: () => void = () => {};
    let markPaired: () => void = () => {};
    let refuse: (error: Error) => void = () => {};
    let unpairable: (error: Error) => void = () => {};
    this.welcomed = new Promise((resolve, reject) => ((markWelcomed = resolve), (refuse = reject)));
    this.paired = new Promise((resolve, reject) => ((markPaired = resolve), (unpairable = reject)));
    // An ending settles both; whoever awaits them sees it, and nobody else has to.
    this.welcomed.catch(() => {});
    this.paired.catch(() => {});
    this.connection = new SessionConnection(
      { url, apiKey, role, client: CLIENT_NAME, backoffMs: [], localAddress },
      {
        welcome: (welcome) => {
          this.times.welcomedAt = performance.now();
          this.welcome = welcome;
          markWelcomed();
        },
        control: (control) => {
          if (control.type === 'paired') this.peer = control.trainer;
          if (control.type === 'attached') this.peer = control.simulator;
          if (this.peer) markPaired();
          if (control.type === 'paused') this.isPaused = true;
          if (control.type === 'resumed') this.isPaused = false;
          this.onControl(control);
        },
        binary: (data) => this.onBinary(data),
        reconnecting: () => {},
        ended: (ending) => {
          if (ending.byUser) return;
          const failure = `${ending.code} ${ending.message}`;
          if (!this.welcome) {
            this.refusal = failure;
            this.refusalCode = ending.code;
            this.refusalCause = ending.cause;
          }
          this.failures.push(failure);
          refuse(new Error(`${this.role} refused: ${failure}`));
          unpairable(new Error(`${this.role} ended before pairing: ${failure}`));
        },
      },
    );
  }

  get id(): string {
    return this.welcome?.sessionId ?? '';
  }

  /** The sequence number of the next frame this endpoint sends. */
  get nextSequence(): number {
    return this.sequence;
  }

  /** Opens the session; resolves once it is welcomed, rejects when it is refused. */
  open(): Promise<void> {
    this.times.openedAt = performance.now();
    this.connection.start();
    return this.welcomed;
  }

  /** Resolves once paired; rejects when no pairing happens within `limitMs`. */
  untilPaired(limitMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(`${this.role} ${this.id || '(not welcomed)'} was not paired within ${limitMs} ms`),
          ),
        limitMs,
      );
    });
    return Promise.race([this.paired, timeout]).finally(() => clearTimeout(timer));
  }

  startSending(fps: number, make: (sequence: number) => Buffer, sent: () => void): void {
    const interval = 1000 / fps;
    // Each endpoint starts at its own point of the interval, so the load is steady, not a burst per tick.
    this.timer = setTimeout(() => {
      this.timer = setInterval(() => {
        if (this.holdSending) return;
        // A send refused on a closed socket is counted as sent: it is a lost frame, not a skip.
        this.connection.send(make(this.sequence));
        sent();
        this.sequence += 1;
      }, interval);
    }, Math.random() * interval);
  }

  stopSending(): void {
    // The first tick's timeout or the interval, whichever is running (both are Timeouts).
    clearTimeout(this.timer);
  }

  async close(): Promise<void> {
    this.times.closingAt = performance.now();
    await this.connection.stop();
    this.times.closedAt = performance.now();
  }
}
