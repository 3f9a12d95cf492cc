import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { withCustomConfig, type ComponentDoc } from 'react-docgen-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { reactDocgenTypescriptOptions } from '../../../.storybook/docgen-options';
import * as formsEntry from './forms';
import * as rootEntry from './index';

/*
 * The props reference is the docs page Storybook makes for each component from its types
 * (react-docgen-typescript, with the options Storybook uses). Every public component must be on
 * one (a story file's `component`, or one of its `subcomponents`), with a table there that has
 * something in it, and every prop a description from its JSDoc.
 */
const srcDir = path.dirname(new URL(import.meta.url).pathname);
const packageDir = path.dirname(srcDir);

const isComponent = (name: string, value: unknown) =>
  /^[A-Z]/.test(name) &&
  (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value));

const publicComponents = Object.entries({ ...rootEntry, ...formsEntry })
  .filter(([name, value]) => isComponent(name, value))
  .map(([name]) => name)
  .sort();

function sourceFilesMatching(pattern: RegExp): string[] {
  return (
    (readdirSync(srcDir, { recursive: true }) as string[])
      // Baselines sit in folders named after their story file.
      .filter((file) => pattern.test(file) && !file.includes('__screenshots__'))
      .map((file) => path.join(srcDir, file))
  );
}

const componentFiles = sourceFilesMatching(/\.tsx$/).filter(
  (file) => !/\.(stories|test|fixtures)\.tsx$/.test(file),
);

/** Components with a docs page: each story file's `component` and `subcomponents`. */
const documented = new Set(
  sourceFilesMatching(/\.stories\.tsx$/).flatMap((file) => {
    const story = readFileSync(file, 'utf8');
    const component = /^\s+component: (\w+)/m.exec(story)?.[1];
    const subcomponents = /^\s+subcomponents: \{([^}]*)\}/m.exec(story)?.[1] ?? '';
    return [component, ...subcomponents.split(',').map((name) => name.trim())].filter(Boolean);
  }),
);

let docs: Map<string, ComponentDoc>;
beforeAll(() => {
  const parser = withCustomConfig(path.join(packageDir, 'tsconfig.json'), reactDocgenTypescriptOptions);
  docs = new Map(parser.parse(componentFiles).map((doc) => [doc.displayName, doc]));
}, 120_000);

describe('props reference', () => {
  it('finds the public components', () => {
    expect(publicComponents).toEqual(
      expect.arrayContaining(['Button', 'Table', 'LocaleProvider', 'ContactForm']),
    );
  });

  it.each(publicComponents)('%s is on a docs page', (name) => {
    expect(documented.has(name), `no story file names ${name} as its component or a subcomponent`).toBe(true);
  });

  it.each(publicComponents)('%s has a props table', (name) => {
    const doc = docs.get(name);
    expect(doc, `${name} is not found by react-docgen-typescript`).toBeDefined();
    expect(Object.keys(doc?.props ?? {}), `${name}'s props table is empty`).not.toEqual([]);
  });

  it.each(publicComponents)('%s describes each of its props', (name) => {
    const undescribed = Object.values(docs.get(name)?.props ?? {})
      .filter((prop) => prop.description.trim() === '')
      .map((prop) => prop.name);
    expect(undescribed, `${name}'s props without a JSDoc description`).toEqual([]);
  });
});
