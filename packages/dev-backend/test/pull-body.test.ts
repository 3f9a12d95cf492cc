// The live view's response body (src/routes/pull-body.ts): a write settles only when the
// connection asks for more, the stream keeps no queue of its own, and the bytes it hands on are
// the buffers it was given, not copies.
import { expect, it, vi } from 'vitest';
import { openPullBody } from '../src/routes/pull-body.ts';

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  // Enough turns of the microtask queue for the stream's own promises.
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  return done;
};

it('settles a write when the connection asks for more, not when it is queued', async () => {
  const transport = openPullBody(() => undefined);
  const reader = transport.body.getReader();
  const head = Buffer.from('event: x\nid: 1\n');
  const data = Buffer.from('data: {}\n\n');
  const written = transport.write([head, data]);
  expect(await settled(written)).toBe(false);
  expect((await reader.read()).value).toBe(head);
  expect((await reader.read()).value).toBe(data);
  // Both parts taken, but the connection has not asked for the next one yet.
  expect(await settled(written)).toBe(false);
  const next = reader.read();
  expect(await settled(written)).toBe(true);
  void transport.write([data]);
  expect((await next).value).toBe(data);
});

it('tells once that the connection went away, and settles later writes at once', async () => {
  const onCancel = vi.fn();
  const transport = openPullBody(onCancel);
  const reader = transport.body.getReader();
  const pending = transport.write([Buffer.from('a')]);
  await reader.cancel();
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(await settled(pending)).toBe(false);
  expect(await settled(transport.write([Buffer.from('b')]))).toBe(true);
  transport.fail(new Error('stalled'));
  expect(onCancel).toHaveBeenCalledTimes(1);
});

it('fails the body when the stream is closed for a stall', async () => {
  const transport = openPullBody(() => undefined);
  const reader = transport.body.getReader();
  void transport.write([Buffer.from('a')]);
  transport.fail(new Error('stalled'));
  await expect(reader.read()).rejects.toThrow('stalled');
});
