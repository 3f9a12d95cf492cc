// The feed's JSON Patch text (src/routes/patch-text.ts) is exactly fast-json-patch's `compare`,
// serialized: same operations, same order, on random JSON states and on edited copies of them.
import fc from 'fast-check';
import fastJsonPatch, { type Operation } from 'fast-json-patch';
import { expect, it } from 'vitest';
import { patchWriter } from '../src/routes/patch-text.ts';

const writer = patchWriter();
const patchText = (a: object, b: object) => writer.patch(a, b)?.toString('utf8') ?? '[]';

const key = fc.string({ maxLength: 3 }).filter((text) => text !== '__proto__');
const state = fc.oneof(fc.dictionary(key, fc.jsonValue()), fc.array(fc.jsonValue()));
const dictionary = fc.dictionary(key, fc.jsonValue());
const library = (a: object, b: object) => JSON.stringify(fastJsonPatch.compare(a, b));

it('writes the operations fast-json-patch makes, between any two states', () => {
  fc.assert(
    fc.property(state, state, (a, b) => {
      expect(patchText(a, b)).toBe(library(a, b));
    }),
    { numRuns: 500 },
  );
});

it('writes a patch that turns the state into the next one, for small edits too', () => {
  // Mostly the same state with a few values changed, added or removed: the live view's case.
  const edited = dictionary.chain((a) =>
    fc.array(fc.tuple(key, fc.option(fc.jsonValue(), { nil: undefined })), { maxLength: 4 }).map((edits) => {
      const b: Record<string, unknown> = structuredClone(a);
      for (const [key, value] of edits) {
        if (value === undefined) delete b[key];
        else b[key] = value;
      }
      return [a, b] as const;
    }),
  );
  fc.assert(
    fc.property(edited, ([a, b]) => {
      const text = patchText(a, b);
      expect(text).toBe(library(a, b));
      // Through JSON, as a client holds the state (-0 is 0 there).
      const asSent = (value: unknown) => JSON.parse(JSON.stringify(value)) as object;
      const applied = fastJsonPatch.applyPatch(asSent(a), JSON.parse(text) as Operation[]);
      expect(applied.newDocument).toEqual(asSent(b));
    }),
    { numRuns: 500 },
  );
});

it('escapes ~ and / in keys, frames the bytes, and writes nothing for equal states', () => {
  expect(writer.patch({ n: 1 }, { n: 2 }, 'data: [', ']\n\n')?.toString()).toBe(
    'data: [{"op":"replace","path":"/n","value":2}]\n\n',
  );
  expect(patchText({ 'a/b': 1, 'c~d': 1 }, { 'a/b': 2, 'c~d': 2 })).toBe(
    '[{"op":"replace","path":"/c~0d","value":2},{"op":"replace","path":"/a~1b","value":2}]',
  );
  expect(patchText({ rows: [{ n: 1 }] }, { rows: [{ n: 1 }] })).toBe('[]');
});
