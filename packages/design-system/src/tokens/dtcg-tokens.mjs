// The tokens of a composed DTCG tree (Design Tokens Format Module 2025.10), after the
// resolver's composition (dtcg-resolver.mjs): group extension (`$extends`), types inherited from
// groups or taken from an alias's target, and aliases (`"{color.primary}"`) replaced by the value
// they name, checked for cycles, dangling names and mismatched types. Every problem is collected
// and thrown at once.
import { isObject, isToken, mergeTokenTrees, TokenProblems } from './dtcg-resolver.mjs';

const ALIAS = /^\{([^{}]+)\}$/;

/** The group at a dotted path (`light.color`), or undefined. */
const groupAt = (tree, dotted) =>
  dotted.split('.').reduce((node, key) => (isObject(node) && !isToken(node) ? node[key] : undefined), tree);

/** The tree with every `$extends` replaced by the group it names, its own keys merged over it. */
function expandGroups(tree, problems) {
  const expanding = new Set();
  const expand = (node, where) => {
    if (!isObject(node) || isToken(node)) return node;
    let base = {};
    const { $extends: extendsRef, ...own } = node;
    if (extendsRef !== undefined) {
      const target = ALIAS.exec(String(extendsRef))?.[1];
      const group = target && groupAt(tree, target);
      if (!target || !isObject(group) || isToken(group)) {
        problems.push(`${where}.$extends: ${JSON.stringify(extendsRef)} names no group`);
      } else if (expanding.has(target)) {
        problems.push(`${where}.$extends: ${extendsRef} extends itself`);
      } else {
        expanding.add(target);
        base = expand(group, target);
        expanding.delete(target);
      }
    }
    const merged = mergeTokenTrees(base, own);
    return Object.fromEntries(
      Object.entries(merged).map(([key, value]) => [
        key,
        key.startsWith('$') ? value : expand(value, `${where}.${key}`),
      ]),
    );
  };
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, key.startsWith('$') ? value : expand(value, key)]),
  );
}

/** Every token in source order as `{ path, type, value, description }`, `type` from itself or its groups. */
function collect(tree, prefix = [], inherited = undefined, found = []) {
  for (const [key, value] of Object.entries(tree)) {
    if (key.startsWith('$') || !isObject(value)) continue;
    const type = value.$type ?? inherited;
    if (isToken(value))
      found.push({
        path: [...prefix, key],
        type: value.$type,
        groupType: inherited,
        value: value.$value,
        description: value.$description,
      });
    else collect(value, [...prefix, key], type, found);
  }
  return found;
}

/**
 * The resolved tokens of a composed tree: `{ path, type, value, description }` in source order,
 * `value` the raw DTCG value with every alias replaced (also inside composite values).
 */
export function resolveTokenTree(tree) {
  const problems = [];
  const tokens = collect(expandGroups(tree, problems));
  const byName = new Map(tokens.map((token) => [token.path.join('.'), token]));
  const resolving = new Set();

  const typeOf = (token) => {
    if (token.type) return token.type;
    const target = typeof token.value === 'string' && ALIAS.exec(token.value)?.[1];
    const aliased = target && byName.get(target);
    return (aliased && !resolving.has(target) ? typeOf(aliased) : undefined) ?? token.groupType;
  };

  const resolveValue = (value, where) => {
    if (typeof value === 'string') {
      const target = ALIAS.exec(value)?.[1];
      if (!target) return value;
      const aliased = byName.get(target);
      if (!aliased) {
        problems.push(`${where}: ${value} names no token`);
        return value;
      }
      if (resolving.has(target)) {
        problems.push(`${where}: ${value} is part of a cycle of aliases`);
        return value;
      }
      resolving.add(target);
      const resolved = resolveValue(aliased.value, target);
      resolving.delete(target);
      return resolved;
    }
    if (Array.isArray(value)) return value.map((item) => resolveValue(item, where));
    if (isObject(value))
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveValue(item, where)]));
    return value;
  };

  const resolved = tokens.map((token) => {
    const name = token.path.join('.');
    const type = typeOf(token);
    const target = typeof token.value === 'string' && ALIAS.exec(token.value)?.[1];
    const aliased = target && byName.get(target);
    if (aliased && token.type && typeOf(aliased) && typeOf(aliased) !== token.type)
      problems.push(`${name}: a ${token.type} cannot alias ${target}, a ${typeOf(aliased)}`);
    if (!type) problems.push(`${name}: has no $type, on itself or a group`);
    return { path: token.path, type, value: resolveValue(token.value, name), description: token.description };
  });
  if (problems.length) throw new TokenProblems([...new Set(problems)]);
  return resolved;
}
