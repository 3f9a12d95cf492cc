import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASELINE_BROWSER_FILE, baselineRefusal } from './global-setup';

/** A repository root whose baselines were made with `browser`. */
function rootWithBaselinesOf(browser: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'baseline-browser-'));
  mkdirSync(path.join(root, path.dirname(BASELINE_BROWSER_FILE)), { recursive: true });
  writeFileSync(path.join(root, BASELINE_BROWSER_FILE), JSON.stringify({ browser }));
  return root;
}

describe('a story run on another browser than the baselines', () => {
  it('is refused its pictures with the message naming both browsers', () => {
    const refusal = baselineRefusal(rootWithBaselinesOf('Chromium 1.0.0.0 built on Nowhere'));
    expect(refusal).toMatch(/made with Chromium 1\.0\.0\.0 built on Nowhere/);
    expect(refusal).toContain('pnpm test:visual:update');
  });

  it('is not refused when the baselines name no browser', () => {
    expect(baselineRefusal(mkdtempSync(path.join(tmpdir(), 'no-record-')))).toBeUndefined();
  });
});
