import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../locale';
import * as clientParts from './table-parts';
import * as serverParts from './table-parts.server';

// `#table-parts` has a client and a react-server variant (package.json `imports`); a Table must
// say the same words wherever it renders, and the server's container must stay plain markup.
const here = path.dirname(new URL(import.meta.url).pathname);

/** Every module `file` reaches through relative imports and `#table-parts` (as `parts`). */
function moduleGraph(file: string, parts: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, specifier = ''] of code.matchAll(/^(?:import|export)[^;]*?from '([.#][^']+)';/gm)) {
    if (specifier === '#table-parts') {
      moduleGraph(path.join(here, parts), parts, seen);
      continue;
    }
    const base = path.resolve(path.dirname(file), specifier);
    const next = ['.ts', '.tsx'].map((extension) => base + extension).find(existsSync);
    if (next) moduleGraph(next, parts, seen);
  }
  return seen;
}

const clientModulesOf = (parts: string) =>
  [...moduleGraph(path.join(here, 'table.tsx'), parts)]
    .filter((file) => readFileSync(file, 'utf8').startsWith("'use client';"))
    .map((file) => path.relative(here, file));

describe('the Table parts of each environment', () => {
  it('on a server, leave the Table with no client module (React ships each one it imports)', () => {
    expect(clientModulesOf('table-parts.server.tsx')).toEqual([]);
    // The same walk finds the client environment's parts, so it can fail.
    expect(clientModulesOf('table-parts.ts')).toEqual(
      expect.arrayContaining(['table-scroll-area.tsx', 'table-text.tsx']),
    );
  });

  it('export the same parts', () => {
    expect(Object.keys(serverParts).sort()).toEqual(Object.keys(clientParts).sort());
  });

  it.each([
    [undefined, 'No data', 'Loading'],
    ['en-US', 'No data', 'Loading'],
    ['ko-KR', '데이터 없음', '불러오는 중'],
    ['de-DE', 'No data', 'Loading'],
  ])("say the words of the table's locale %s outside LocaleProvider", (locale, noData, loading) => {
    for (const { TableText } of [serverParts, clientParts]) {
      expect(renderToString(<TableText message="noData" locale={locale} />)).toBe(noData);
      expect(renderToString(<TableText message="loading" locale={locale} />)).toBe(loading);
    }
  });

  it("in a client environment, say LocaleProvider's words over the table's locale", () => {
    const html = renderToString(
      <LocaleProvider locale="ko" messages={{ noData: '청구서가 아직 없습니다' }}>
        <clientParts.TableText message="noData" locale="en-US" />
      </LocaleProvider>,
    );
    expect(html).toContain('청구서가 아직 없습니다');
  });

  it('on a server, render a focusable region named by the caption, since nothing can measure', () => {
    const html = renderToString(
      <serverParts.TableScrollArea captionId="caption" className="overflow-x-auto">
        <table />
      </serverParts.TableScrollArea>,
    );
    expect(html).toBe(
      '<div data-slot="table-container" role="region" aria-labelledby="caption" tabindex="0" class="overflow-x-auto"><table></table></div>',
    );
  });
});
