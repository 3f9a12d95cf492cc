import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  builtClassicScripts,
  CLASSIC_SCRIPTS,
  classicScripts,
  classicScriptsPlugin,
  classicScriptTag,
  minifyClassicScript,
} from './classic-scripts-plugin.ts';
import { cspHash } from './inline-script-hashes.ts';

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

describe('classicScriptsPlugin', () => {
  const transform = (command: 'build' | 'serve', html: string) => {
    const plugin = classicScriptsPlugin();
    (plugin.configResolved as (config: { command: string }) => void)({ command });
    const { handler } = plugin.transformIndexHtml as { handler: (html: string) => string };
    return handler(html);
  };
  const page = `<head>${CLASSIC_SCRIPTS.map(classicScriptTag).join('')}</head>`;

  it('writes each built script into the page in place of its tag, so the first paint waits for no request', () => {
    const html = transform('build', page);
    for (const { fileName, code } of builtClassicScripts())
      expect(html).toContain(`<script data-script="${fileName}">${code}</script>`);
    expect(html).not.toContain(' src=');
  });

  it('lets the CSP allow exactly the bytes it writes', () => {
    const html = transform('build', page);
    const inline = [...html.matchAll(/<script data-script="[^"]+">(.*?)<\/script>/g)].map(
      ([, code]) => code!,
    );
    const hashes = inline.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    expect(hashes).toEqual(builtClassicScripts().map(({ code }) => cspHash(code)));
  });

  it('fails the build when index.html no longer names a script', () => {
    expect(() => transform('build', '<head></head>')).toThrow(/theme-init\.js/);
  });
});
