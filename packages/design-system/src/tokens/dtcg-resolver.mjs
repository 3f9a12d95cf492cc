// A reader of DTCG resolver documents (Design Tokens Resolver Module 2025.10): sets, modifiers
// with contexts, resolutionOrder, reference objects to files and into the same document. Given
// an input (`{ brand: 'ccnets', mode: 'dark' }`) it validates the input against the modifiers and
// composes the sources in order into one token tree; aliases are left to the next stage
// (dtcg-tokens.mjs), as the module requires. Our own rather than a tool's: docs/decisions.md,
// "Design tokens".
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const RESOLVER_VERSION = '2025.10';

export class TokenProblems extends Error {
  constructor(problems) {
    super(problems.join('\n'));
    this.name = 'TokenProblems';
    this.problems = problems;
  }
}

export const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
export const isToken = (value) => isObject(value) && '$value' in value;
const isReference = (value) => isObject(value) && typeof value.$ref === 'string';

/** Merge of token trees in the module's sense: a later token replaces, groups merge, key order kept. */
export function mergeTokenTrees(base, override) {
  const result = { ...base };
  for (const [key, value] of Object.entries(override ?? {})) {
    const bothGroups = isObject(value) && !isToken(value) && isObject(result[key]) && !isToken(result[key]);
    result[key] = bothGroups ? mergeTokenTrees(result[key], value) : value;
  }
  return result;
}

/** The value at an RFC 6901 JSON pointer (`/sets/system`), or undefined. */
function atPointer(document, pointer) {
  if (pointer === '' || pointer === '/') return document;
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((node, key) => (isObject(node) || Array.isArray(node) ? node[key] : undefined), document);
}

/** The document's own structural problems (version, order, modifiers), each named. */
function documentProblems(document) {
  const problems = [];
  if (!isObject(document)) return ['a resolver document must be a JSON object'];
  if (document.version !== RESOLVER_VERSION)
    problems.push(`version: must be "${RESOLVER_VERSION}", not ${JSON.stringify(document.version)}`);
  if (!Array.isArray(document.resolutionOrder)) problems.push('resolutionOrder: must be an array');
  for (const [name, modifier] of Object.entries(document.modifiers ?? {})) {
    const contexts = Object.keys(modifier?.contexts ?? {});
    if (contexts.length === 0) problems.push(`modifiers.${name}: declares no contexts`);
    if (modifier?.default !== undefined && !contexts.includes(modifier.default))
      problems.push(
        `modifiers.${name}.default: "${modifier.default}" is none of its contexts (${contexts.join(', ')})`,
      );
  }
  return problems;
}

/** Each resolutionOrder entry as `{ kind, name, node }`, from a `#/sets/…` or `#/modifiers/…` reference or inline. */
function orderEntries(document) {
  const problems = [];
  const names = new Set();
  const entries = (document.resolutionOrder ?? []).flatMap((item, index) => {
    let entry;
    if (isReference(item)) {
      const match = /^#\/(sets|modifiers)\/(.+)$/.exec(item.$ref);
      const node = match && atPointer(document, item.$ref.slice(1));
      if (!node) {
        problems.push(`resolutionOrder[${index}]: ${item.$ref} points at no set or modifier`);
        return [];
      }
      entry = { kind: match[1] === 'sets' ? 'set' : 'modifier', name: match[2], node };
    } else if (isObject(item) && ['set', 'modifier'].includes(item.type) && typeof item.name === 'string') {
      entry = { kind: item.type, name: item.name, node: item };
    } else {
      problems.push(`resolutionOrder[${index}]: an inline set or modifier needs "type" and "name"`);
      return [];
    }
    if (names.has(entry.name))
      problems.push(`resolutionOrder[${index}]: the name "${entry.name}" is used twice`);
    names.add(entry.name);
    return [entry];
  });
  return { entries, problems };
}

/** The input's problems against the modifiers the order uses: unknown ones, unknown contexts, missing ones. */
function inputProblems(modifiers, input) {
  const problems = [];
  const byName = new Map(modifiers.map((entry) => [entry.name, entry.node]));
  for (const [name, context] of Object.entries(input)) {
    const modifier = byName.get(name);
    if (!modifier) problems.push(`input ${name}: no such modifier (${[...byName.keys()].join(', ')})`);
    else if (!(context in modifier.contexts))
      problems.push(
        `input ${name}: "${context}" is none of its contexts (${Object.keys(modifier.contexts).join(', ')})`,
      );
  }
  for (const [name, modifier] of byName) {
    if (!(name in input) && modifier.default === undefined)
      problems.push(`input ${name}: required, as the modifier has no default`);
  }
  return problems;
}

/**
 * The token trees one source stands for: inline tokens, a file (`brands/acme.tokens.json`,
 * optionally `#/pointer` into it), or a set of the same document (its sources, in order). Keys
 * beside `$ref` override the target's, shallowly. A source never points at a modifier or into
 * resolutionOrder (the module forbids both).
 */
function expandSource(source, context) {
  if (!isReference(source)) return [source];
  const { document, baseDir, readJson, seen } = context;
  const { $ref: ref, ...overrides } = source;
  const extend = (tree) => (Object.keys(overrides).length ? { ...tree, ...overrides } : tree);
  if (ref.startsWith('#')) {
    if (/^#\/(modifiers|resolutionOrder)(\/|$)/.test(ref))
      throw new TokenProblems([
        `${ref}: a set or a context may not point at a modifier or into resolutionOrder`,
      ]);
    if (seen.has(ref)) throw new TokenProblems([`${ref}: refers to itself`]);
    const target = atPointer(document, ref.slice(1));
    if (target === undefined) throw new TokenProblems([`${ref}: points at nothing in the document`]);
    const next = { ...context, seen: new Set([...seen, ref]) };
    if (/^#\/sets\/[^/]+$/.test(ref))
      return target.sources.flatMap((inner) => expandSource(inner, next)).map(extend);
    return [extend(target)];
  }
  const [file, pointer = ''] = ref.split('#');
  const tree = atPointer(readJson(path.resolve(baseDir, file)), pointer.replace(/^\/?/, '/'));
  if (tree === undefined) throw new TokenProblems([`${ref}: points at nothing in ${file}`]);
  return [extend(tree)];
}

function readJsonFile(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new TokenProblems([`${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`]);
  }
}

/**
 * The token tree of one resolution: `input` names a context per modifier (a modifier left out
 * takes its default). `prepareSource(tree, { kind, name, context })` may rewrite each source
 * before it is merged (the design system derives interaction states there). Throws
 * TokenProblems naming every problem of the document or the input.
 */
export function composeTokens(
  document,
  input = {},
  { baseDir = '.', readJson = readJsonFile, prepareSource = (tree) => tree } = {},
) {
  const structural = documentProblems(document);
  if (structural.length) throw new TokenProblems(structural);
  const { entries, problems } = orderEntries(document);
  problems.push(
    ...inputProblems(
      entries.filter((entry) => entry.kind === 'modifier'),
      input,
    ),
  );
  if (problems.length) throw new TokenProblems(problems);
  const context = { document, baseDir, readJson, seen: new Set() };
  let tree = {};
  for (const { kind, name, node } of entries) {
    const chosen = kind === 'modifier' ? (input[name] ?? node.default) : undefined;
    const sources = kind === 'set' ? node.sources : node.contexts[chosen];
    for (const source of sources ?? []) {
      for (const tokens of expandSource(source, context)) {
        tree = mergeTokenTrees(tree, prepareSource(tokens, { kind, name, context: chosen }));
      }
    }
  }
  return tree;
}

/** A resolver document read from a file, with the folder its references are relative to. */
export function readResolver(file) {
  return { document: readJsonFile(file), baseDir: path.dirname(file) };
}
