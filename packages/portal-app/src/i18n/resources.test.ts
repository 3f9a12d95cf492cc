import { describe, expect, it } from 'vitest';
import { buildResources } from './resources';

describe('buildResources', () => {
  it('merges every file of a language into the one translation namespace', () => {
    const resources = buildResources({
      './locales/en/common.json': { default: { common: { hello: 'Hello' } } },
      './locales/en/home.json': { default: { public: { home: { title: 'Home' } } } },
      './locales/ko/common.json': { common: { hello: '안녕하세요' } },
    });
    expect(resources).toEqual({
      en: { translation: { common: { hello: 'Hello' }, public: { home: { title: 'Home' } } } },
      ko: { translation: { common: { hello: '안녕하세요' } } },
    });
  });

  it('merges nested objects shared by two files', () => {
    const resources = buildResources({
      './locales/en/a.json': { shared: { a: 'A' } },
      './locales/en/b.json': { shared: { b: 'B' } },
    });
    expect(resources.en?.translation).toEqual({ shared: { a: 'A', b: 'B' } });
  });

  it('refuses a key defined by two files', () => {
    expect(() =>
      buildResources({
        './locales/en/a.json': { shared: { title: 'A' } },
        './locales/en/b.json': { shared: { title: 'B' } },
      }),
    ).toThrow(/shared\.title.*defined twice/);
  });

  it('refuses a language the portal does not ship', () => {
    expect(() => buildResources({ './locales/fr/common.json': {} })).toThrow(/Unexpected locale file/);
  });
});
