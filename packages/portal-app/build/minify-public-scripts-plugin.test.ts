import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CLASSIC_SCRIPTS, classicScripts, minifyClassicScript } from './minify-public-scripts-plugin.ts';

const publicFile = (name: string) => classicScripts[name]!();

describe('minifyClassicScript', () => {
  it.each(CLASSIC_SCRIPTS)('ships %s smaller than it is written', (fileName) => {
    const source = publicFile(fileName);
    expect(minifyClassicScript(fileName, source).length).toBeLessThan(source.length);
  });

  it('keeps what theme-init.js does: a stored dark choice darkens the page', () => {
    const classes = new Set<string>();
    const root = {
      classList: {
        toggle: (name: string, on: boolean) => void (on ? classes.add(name) : classes.delete(name)),
      },
      style: { colorScheme: '' },
    };
    runInNewContext(minifyClassicScript('theme-init.js', publicFile('theme-init.js')), {
      localStorage: { getItem: (key: string) => (key === 'theme-mode' ? 'dark' : null) },
      document: { documentElement: root },
    });
    expect([...classes]).toEqual(['dark']);
    expect(root.style.colorScheme).toBe('dark');
  });

  it('keeps a top-level name a classic script leaves in the global scope', () => {
    const context: { shared?: number } = {};
    runInNewContext(minifyClassicScript('globals.js', 'var shared = 1 + 1;'), context);
    expect(context.shared).toBe(2);
  });

  it('names the file it cannot parse', () => {
    expect(() => minifyClassicScript('broken.js', 'function (')).toThrow(/broken\.js/);
  });
});
