import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { cutFont } from './cut-font.ts';
import { KOREAN_FACE, LATIN_FACE } from './portal-faces.ts';
import { KEPT_FEATURES } from './shaping-features.ts';

const requireHere = createRequire(import.meta.url);
const TEXT = [...'학습은 클라우드에서, 환경은 내 컴퓨터에서. RemoteRL 0123456789 ₩12,000'];

async function cutFace(font: string) {
  const cut = await cutFont(await readFile(requireHere.resolve(font)), TEXT, 'sfnt');
  return new Face(new Blob(cut));
}

describe.each([
  ['Pretendard', KOREAN_FACE.font],
  ['Inter', LATIN_FACE.font],
])('a cut of %s', (_, font) => {
  it('keeps a glyph for every character it was cut to', async () => {
    const face = await cutFace(font);
    const held = new Set(face.collectUnicodes());
    const wanted = TEXT.filter(
      (character) => font === KOREAN_FACE.font || character.codePointAt(0)! < 0x1100,
    );
    expect(wanted.filter((character) => !held.has(character.codePointAt(0)!))).toEqual([]);
  });

  it('keeps the features browsers shape with and tabular figures, and drops the others', async () => {
    const face = await cutFace(font);
    const features = [...face.getTableFeatureTags('GSUB'), ...face.getTableFeatureTags('GPOS')];
    expect(features).toContain('kern');
    expect(features).toContain('tnum');
    expect(features.filter((feature) => !KEPT_FEATURES.includes(feature))).toEqual([]);
  });
});
