// A WebSocket client for the session service tests: it records every frame both ways (so
// protocol-frames.ts can check them against the AsyncAPI document) and lets a test wait for the
// next frame of a type, a binary frame or the close, never for a fixed time.
import WebSocket, { type RawData } from 'ws';
import type { Welcome as ClientWelcome } from '@remoterl/cli';
import { Waiters } from './waiters.ts';

export interface RecordedFrame {
  /** out: the client sent it; in: the server sent it. */
  direction: 'in' | 'out';
  role: string | undefined;
  binary: boolean;
  data: Buffer;
  /** Sent on purpose in a shape the protocol does not allow. */
  malformed: boolean;
}

/** Every frame of every TestSocket in this test file. */
export const recordedFrames: RecordedFrame[] = [];

export type Frame = { type: string } & Record<string, unknown>;

const asBuffer = (data: RawData): Buffer =>
  Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);

export class TestSocket {
  readonly socket: WebSocket;
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly texts: Frame[] = [];
  private readonly binaries: Buffer[] = [];
  private readonly waiters = new Waiters(() =>
    this.socket.readyState === WebSocket.CLOSED
      ? `socket closed (text frames left: ${JSON.stringify(this.texts)})`
      : undefined,
  );
  role: string | undefined;

  constructor(url: string, options: WebSocket.ClientOptions = {}) {
    this.socket = new WebSocket(url, { perMessageDeflate: false, ...options });
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
    this.closed = new Promise((resolve) =>
      this.socket.once('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.waiters.wake();
      }),
    );
    this.socket.on('error', () => {});
    this.socket.on('message', (raw, isBinary) => {
      const data = asBuffer(raw);
      recordedFrames.push({ direction: 'in', role: this.role, binary: isBinary, data, malformed: false });
      if (isBinary) this.binaries.push(data);
      else this.texts.push(JSON.parse(data.toString('utf8')) as Frame);
      this.waiters.wake();
    });
  }

  /** The next unread text frame of `type` (earlier frames of other types stay unread). */
  next<T extends Frame = Frame>(type: string): Promise<T> {
    return this.waiters.until(() => {
      const index = this.texts.findIndex((frame) => frame.type === type);
      return index === -1 ? undefined : (this.texts.splice(index, 1)[0] as T);
    }, `a "${type}" frame`);
  }

  /** Text frames received and not yet taken by next(). */
  unread(): Frame[] {
    return [...this.texts];
  }

  nextBinary(): Promise<Buffer> {
    return this.waiters.until(() => this.binaries.shift(), 'a binary frame');
  }

  /** Waits until `count` binary frames have arrived and takes them. */
  async binaryFrames(count: number): Promise<Buffer[]> {
    await this.waiters.until(
      () => (this.binaries.length >= count ? true : undefined),
      `${count} binary frames`,
    );
    return this.binaries.splice(0, count);
  }

  send(frame: object): void {
    this.sendText(JSON.stringify(frame), false);
  }

  /** Text the protocol does not allow, sent on purpose. */
  sendMalformed(text: string | Buffer, binary = false): void {
    const data = Buffer.isBuffer(text) ? text : Buffer.from(text);
    recordedFrames.push({ direction: 'out', role: this.role, binary, data, malformed: true });
    this.socket.send(data, { binary });
  }

  sendBinary(data: Buffer): void {
    recordedFrames.push({ direction: 'out', role: this.role, binary: true, data, malformed: false });
    this.socket.send(data, { binary: true });
  }

  private sendText(text: string, malformed: boolean): void {
    recordedFrames.push({
      direction: 'out',
      role: this.role,
      binary: false,
      data: Buffer.from(text),
      malformed,
    });
    this.socket.send(text);
  }

  close(code = 1000): Promise<{ code: number; reason: string }> {
    this.socket.close(code);
    return this.closed;
  }

  /** Drops the connection without a close frame, as a lost network would. */
  drop(): void {
    this.socket.terminate();
  }
}

export const sessionsUrl = (serverUrl: string) => `${serverUrl.replace(/^http/, 'ws')}/sessions/v1`;

export type Welcome = ClientWelcome & Frame;

/** Opens a socket and sends a hello; answers the socket (the test reads welcome or error). */
export async function hello(
  serverUrl: string,
  fields: { apiKey?: unknown; role?: unknown; sessionToken?: string; client?: string },
  options: { malformed?: boolean } = {},
): Promise<TestSocket> {
  const socket = new TestSocket(sessionsUrl(serverUrl));
  socket.role = typeof fields.role === 'string' ? fields.role : undefined;
  await socket.opened;
  if (options.malformed) socket.sendMalformed(JSON.stringify({ type: 'hello', ...fields }));
  else socket.send({ type: 'hello', ...fields });
  return socket;
}

/** A session that was welcomed. */
export async function connect(
  serverUrl: string,
  apiKey: string,
  role: 'simulator' | 'trainer',
  sessionToken?: string,
): Promise<{ socket: TestSocket; welcome: Welcome }> {
  const socket = await hello(serverUrl, { apiKey, role, ...(sessionToken && { sessionToken }) });
  const welcome = await socket.next<Welcome>('welcome');
  return { socket, welcome };
}

/** A refusal: the error frame and the close that follows it. */
export async function refusal(socket: TestSocket): Promise<{ code: string; message: string; close: number }> {
  const error = await socket.next<Frame & { code: string; message: string }>('error');
  const { code } = await socket.closed;
  return { code: error.code, message: error.message, close: code };
}
