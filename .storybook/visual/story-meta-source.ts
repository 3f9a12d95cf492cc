import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * Reads story files as the Storybook indexer does, without running them: the meta's tags as
 * written, and the module of its component. TypeScript's own parser, not a pattern, so
 * `satisfies`, `as` and multi-line metas read the same.
 */

export interface StoryMetaSource {
  /** Tags written out in the meta (a spread or a computed tag is invisible to the indexer). */
  tags: string[];
  /** The module of the meta's `component`: its import, or the story file for a local one. */
  componentModule: string;
  /** Names spread into the meta's `parameters` (`parameters: { ...koreanMode }`). */
  parameterSpreads: string[];
}

export function readStoryMeta(storyFile: string): StoryMetaSource {
  const source = ts.createSourceFile(
    storyFile,
    readFileSync(storyFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const meta = findMeta(source);
  const tags: string[] = [];
  const parameterSpreads: string[] = [];
  let componentModule = storyFile;
  for (const property of meta?.properties ?? []) {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
    if (property.name.text === 'tags' && ts.isArrayLiteralExpression(property.initializer)) {
      for (const element of property.initializer.elements) {
        if (ts.isStringLiteral(element)) tags.push(element.text);
      }
    }
    if (property.name.text === 'parameters' && ts.isObjectLiteralExpression(property.initializer)) {
      for (const element of property.initializer.properties) {
        if (ts.isSpreadAssignment(element) && ts.isIdentifier(element.expression)) {
          parameterSpreads.push(element.expression.text);
        }
      }
    }
    if (property.name.text === 'component' && ts.isIdentifier(property.initializer)) {
      const from = importSourceOf(source, property.initializer.text);
      if (from) componentModule = resolveModule(storyFile, from) ?? storyFile;
    }
  }
  return { tags, componentModule, parameterSpreads };
}

/** True when `module`, or anything it imports from the repository, is `target`. */
export function importsReach(module: string, target: string, seen = new Set<string>()): boolean {
  if (module === target) return true;
  if (seen.has(module)) return false;
  seen.add(module);
  const { importedFiles } = ts.preProcessFile(readFileSync(module, 'utf8'), true, true);
  return importedFiles.some(({ fileName }) => {
    const resolved = resolveModule(module, fileName);
    return resolved !== undefined && importsReach(resolved, target, seen);
  });
}

function findMeta(source: ts.SourceFile): ts.ObjectLiteralExpression | undefined {
  for (const statement of source.statements) {
    if (!ts.isExportAssignment(statement)) continue;
    const exported = unwrap(statement.expression);
    if (ts.isObjectLiteralExpression(exported)) return exported;
    if (ts.isIdentifier(exported)) {
      for (const other of source.statements) {
        if (!ts.isVariableStatement(other)) continue;
        for (const declaration of other.declarationList.declarations) {
          if (
            ts.isIdentifier(declaration.name) &&
            declaration.name.text === exported.text &&
            declaration.initializer
          ) {
            const value = unwrap(declaration.initializer);
            if (ts.isObjectLiteralExpression(value)) return value;
          }
        }
      }
    }
  }
  return undefined;
}

function unwrap(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (
    ts.isSatisfiesExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isParenthesizedExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

function importSourceOf(source: ts.SourceFile, localName: string): string | undefined {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    const named =
      bindings && ts.isNamedImports(bindings) ? bindings.elements.map((element) => element.name.text) : [];
    const defaultName = statement.importClause?.name?.text;
    if (named.includes(localName) || defaultName === localName) return statement.moduleSpecifier.text;
  }
  return undefined;
}

/** A relative import resolved to a file of the repository; packages from npm are not followed. */
function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}
