// The JSON Patch (RFC 6902) from one live-view state to the next, written as bytes directly
// (docs/decisions.md, "Live-view streams"). The operations are exactly those of fast-json-patch's
// `compare`, in the same order (test/patch-text.test.ts holds the two equal on random states). But
// `compare` builds an object per operation, an array of keys per object and a path string per
// nested value, which the feed then serialized and encoded: the largest part of what a feed
// allocated per build, once a second per watched account, about 700 operations at 100 sessions.
// Here each operation is written into one scratch buffer from the keys themselves; what is left
// on the heap per operation is the value's text. The library has no way to emit text or bytes.

type Container = unknown[] | Record<string, unknown>;

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** Characters a JSON string escapes (JSON.stringify's set, lone surrogates approximated by any). */
// eslint-disable-next-line no-control-regex -- the control characters are what is looked for
const NEEDS_JSON_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** Writes into one growing buffer, reused from one build to the next. */
class Writer {
  private buffer: Buffer;
  private offset = 0;
  constructor(initialBytes: number) {
    this.buffer = Buffer.allocUnsafeSlow(initialBytes);
  }
  reset(): void {
    this.offset = 0;
  }
  get length(): number {
    return this.offset;
  }
  text(text: string): void {
    // UTF-8 takes at most three bytes per UTF-16 unit.
    const most = text.length * 3;
    if (this.offset + most > this.buffer.length) {
      const grown = Buffer.allocUnsafeSlow(Math.max(this.buffer.length * 2, this.offset + most));
      this.buffer.copy(grown, 0, 0, this.offset);
      this.buffer = grown;
    }
    this.offset += this.buffer.write(text, this.offset);
  }
  /** The bytes written, in a buffer of their own (the scratch buffer is written again). */
  copy(): Buffer {
    const bytes = Buffer.allocUnsafeSlow(this.offset);
    this.buffer.copy(bytes, 0, 0, this.offset);
    return bytes;
  }
}

/** Makes patches for one feed; its scratch buffer lives as long as the feed. */
export function patchWriter() {
  const writer = new Writer(64 * 1024);
  /** Path tokens of the value being compared, as written (escaped for a pointer and for JSON). */
  const path: string[] = [];
  let operations = 0;

  const token = (key: string) => {
    const pointer =
      key.includes('/') || key.includes('~') ? key.replaceAll('~', '~0').replaceAll('/', '~1') : key;
    return NEEDS_JSON_ESCAPE.test(pointer) ? JSON.stringify(pointer).slice(1, -1) : pointer;
  };

  /** One operation; `key` undefined: the operation is on the path itself. */
  const operation = (op: 'add' | 'remove' | 'replace', key: string | undefined, value?: unknown) => {
    writer.text(operations === 0 ? '{"op":"' : ',{"op":"');
    operations += 1;
    writer.text(op);
    writer.text('","path":"');
    for (const written of path) {
      writer.text('/');
      writer.text(written);
    }
    if (key !== undefined) {
      writer.text('/');
      writer.text(token(key));
    }
    if (op === 'remove') {
      writer.text('"}');
      return;
    }
    writer.text('","value":');
    // undefined (an array's hole) is null, as JSON.stringify writes it in an array.
    writer.text(value === undefined ? 'null' : (JSON.stringify(value) ?? 'null'));
    writer.text('}');
  };

  /** fast-json-patch's `_generate`: old keys from the last, then keys added. */
  const generate = (old: Container, next: Container): void => {
    if (old === next) return;
    const toJson = (next as { toJSON?: () => Container }).toJSON;
    if (typeof toJson === 'function') next = toJson.call(next);
    const oldIsArray = Array.isArray(old);
    const nextIsArray = Array.isArray(next);
    const oldKeys = keysOf(old);
    const nextKeys = keysOf(next);
    let deleted = false;
    for (let index = oldKeys.length - 1; index >= 0; index -= 1) {
      const key = oldKeys[index] as string;
      const oldValue = (old as Record<string, unknown>)[key];
      const nextValue = (next as Record<string, unknown>)[key];
      if (Object.hasOwn(next, key) && !(nextValue === undefined && oldValue !== undefined && !nextIsArray)) {
        if (
          isContainer(oldValue) &&
          isContainer(nextValue) &&
          Array.isArray(oldValue) === Array.isArray(nextValue)
        ) {
          path.push(token(key));
          generate(oldValue, nextValue);
          path.pop();
        } else if (oldValue !== nextValue) {
          operation('replace', key, nextValue);
        }
      } else if (oldIsArray === nextIsArray) {
        operation('remove', key);
        deleted = true;
      } else {
        operation('replace', undefined, next);
      }
    }
    if (!deleted && nextKeys.length === oldKeys.length) return;
    for (const key of nextKeys) {
      const value = (next as Record<string, unknown>)[key];
      if (!Object.hasOwn(old, key) && value !== undefined) operation('add', key, value);
    }
  };

  return {
    /**
     * The operations from `previous` to `next` as a JSON array, between `open` and `close` (the
     * event's framing, so the bytes are sent as they are); undefined when there are none.
     */
    patch(previous: object, next: object, open = '[', close = ']'): Buffer | undefined {
      writer.reset();
      path.length = 0;
      operations = 0;
      writer.text(open);
      generate(previous as Container, next as Container);
      if (operations === 0) return undefined;
      writer.text(close);
      return writer.copy();
    },
  };
}

/** An object's own keys; an array's indices as strings, as JSON Pointer names them. */
function keysOf(value: Container): string[] {
  return Array.isArray(value)
    ? Array.from({ length: value.length }, (_, index) => String(index))
    : Object.keys(value);
}
