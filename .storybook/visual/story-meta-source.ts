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
  return importsOf(module).some((resolved) => importsReach(resolved, target, seen));
}

/** What each module imports from the repository, read once per run (every story file walks the design system). */
const moduleImports = new Map<string, string[]>();
function importsOf(module: string): string[] {
  let imports = moduleImports.get(module);
  if (!imports) {
    const code = readFileSync(module, 'utf8');
    const { importedFiles } = ts.preProcessFile(code, true, true);
    const relative = importedFiles.map(({ fileName }) => resolveModule(module, fileName));
    imports = [...relative, ...designSystemModules(module, code)].filter(
      (resolved): resolved is string => resolved !== undefined,
    );
    moduleImports.set(module, imports);
  }
  return imports;
}

/** The design system's public entry, which the portal's blocks (portal-ui) import it through. */
const designSystemEntry = path.resolve(import.meta.dirname, '../../packages/design-system/src/index.ts');

/**
 * The modules behind the names a file imports from `@ccnets/design-system`. Following the entry
 * itself would reach every component (it re-exports them all); a name reaches what its own
 * module does, as a relative import of that module would.
 */
function designSystemModules(module: string, code: string): (string | undefined)[] {
  if (!code.includes("'@ccnets/design-system'")) return [];
  const source = ts.createSourceFile(module, code, ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) => {
    if (
      !ts.isImportDeclaration(statement) ||
      !ts.isStringLiteral(statement.moduleSpecifier) ||
      statement.moduleSpecifier.text !== '@ccnets/design-system'
    ) {
      return [];
    }
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) return [designSystemEntry];
    return bindings.elements.map((element) => {
      const name = (element.propertyName ?? element.name).text;
      if (!entryNames.has(name)) entryNames.set(name, moduleExporting(designSystemEntry, name));
      return entryNames.get(name);
    });
  });
}

/** The module behind each name of the entry, found once per run. */
const entryNames = new Map<string, string | undefined>();

/** Parsed modules of the design system, read once per run: every story file walks its entry. */
const parsedModules = new Map<string, ts.SourceFile>();
function parsed(file: string): ts.SourceFile {
  let source = parsedModules.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    parsedModules.set(file, source);
  }
  return source;
}

/** The module that `name` comes from, following `file`'s re-exports. */
function moduleExporting(file: string, name: string, seen = new Set<string>()): string | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  const source = parsed(file);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (!ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const resolved = resolveModule(file, statement.moduleSpecifier.text);
      if (!resolved) continue;
      const clause = statement.exportClause;
      if (!clause) {
        const found = moduleExporting(resolved, name, seen);
        if (found) return found;
      } else if (ts.isNamedExports(clause) && clause.elements.some((element) => element.name.text === name)) {
        return resolved;
      }
      continue;
    }
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported) continue;
    const declared = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations.map((declaration) => declaration.name.getText(source))
      : [(statement as ts.DeclarationStatement).name?.getText(source)];
    if (declared.includes(name)) return file;
  }
  return undefined;
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

/**
 * A relative import, or a package's own `#` import (package.json `imports`, read with the
 * `source` condition the stories are built with), resolved to a file of the repository;
 * packages from npm are not followed.
 */
function resolveModule(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('#')) return resolvePackageImport(from, specifier);
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

/** `#name` through the `imports` of the package that holds `from`: its `source` file. */
function resolvePackageImport(from: string, specifier: string): string | undefined {
  for (let dir = path.dirname(from); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { imports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      imports?: Record<string, { source?: string } | string>;
    };
    const entry = imports?.[specifier];
    const file = typeof entry === 'string' ? entry : entry?.source;
    return file ? path.resolve(dir, file) : undefined;
  }
  return undefined;
}
