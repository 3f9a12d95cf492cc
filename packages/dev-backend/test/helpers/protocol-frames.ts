// Checks frames against the AsyncAPI document the server serves: every text frame must match
// exactly one message schema for its direction, binary frames the size rules of theirs, and a
// frame sent malformed on purpose must match none (so the document really rules it out).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import type { RecordedFrame } from './session-socket.ts';

interface Message {
  name: string;
  contentType: string;
  payload: { minLength?: number; maxLength?: number } & object;
}
interface AsyncApiDocument {
  channels: { sessions: { messages: Record<string, { $ref: string }> } };
  operations: Record<string, { action: 'send' | 'receive'; messages: { $ref: string }[] }>;
  components: { messages: Record<string, Message> };
}

export async function fetchAsyncApi(serverUrl: string): Promise<AsyncApiDocument> {
  const response = await fetch(`${serverUrl}/asyncapi.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as AsyncApiDocument;
}

/** The messages each side sends, from the document's two operations. */
function messagesByDirection(document: AsyncApiDocument): Record<'in' | 'out', Message[]> {
  const resolve = (ref: string) => {
    const name = ref.split('/').at(-1) as string;
    const channelRef = document.channels.sessions.messages[name]?.$ref as string;
    return document.components.messages[channelRef.split('/').at(-1) as string] as Message;
  };
  const of = (action: 'send' | 'receive') =>
    Object.values(document.operations)
      .filter((operation) => operation.action === action)
      .flatMap((operation) => operation.messages.map((message) => resolve(message.$ref)));
  // The server "receives" what a client sends (out) and "sends" what a client receives (in).
  return { out: of('receive'), in: of('send') };
}

export function expectFramesToMatchDocument(
  document: AsyncApiDocument,
  frames: readonly RecordedFrame[],
): void {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const byDirection = messagesByDirection(document);
  const validators = {
    in: byDirection.in
      .filter((m) => m.contentType === 'application/json')
      .map((m) => ({ m, check: ajv.compile(m.payload) })),
    out: byDirection.out
      .filter((m) => m.contentType === 'application/json')
      .map((m) => ({ m, check: ajv.compile(m.payload) })),
  };
  const binaries = { in: byDirection.in, out: byDirection.out };
  let checked = 0;
  for (const frame of frames) {
    const label = `${frame.direction === 'in' ? 'server -> ' : ''}${frame.role ?? 'client'}${frame.direction === 'out' ? ' -> server' : ''}: ${frame.binary ? `${frame.data.length} binary bytes` : frame.data.toString('utf8').slice(0, 300)}`;
    let matches: string[];
    if (frame.binary) {
      // Binary messages differ by who sends them; the size bounds are what a frame can break.
      const candidates = binaries[frame.direction].filter(
        (m) => m.contentType === 'application/octet-stream',
      );
      const fits = (m: Message) =>
        frame.data.length >= (m.payload.minLength ?? 0) &&
        frame.data.length <= (m.payload.maxLength ?? Infinity);
      // Before a hello there is no role, and no binary frame is allowed.
      const own = candidates.filter((m) =>
        frame.role === undefined
          ? false
          : frame.direction === 'out'
            ? m.name === (frame.role === 'trainer' ? 'trainerData' : 'simulatorData')
            : m.name === (frame.role === 'trainer' ? 'relayToTrainer' : 'relayToSimulator'),
      );
      matches = own.filter(fits).map((m) => m.name);
    } else {
      let value: unknown;
      try {
        value = JSON.parse(frame.data.toString('utf8'));
      } catch {
        value = Symbol('not JSON');
      }
      matches = validators[frame.direction].filter(({ check }) => check(value)).map(({ m }) => m.name);
    }
    if (frame.malformed) expect(matches, `malformed on purpose, yet documented: ${label}`).toEqual([]);
    else expect(matches, `exactly one documented message: ${label}`).toHaveLength(1);
    checked += 1;
  }
  return void checked;
}
