// Every operation the server serves is in one list (operation-list.ts). The OpenAPI document,
// the 405 `Allow` answer and the contract fuzz test are all generated from it: a new route is
// added there (and in the backend's routes/), and is then documented and fuzzed without further
// work.
import { OPERATIONS } from './operation-list.ts';
import type { Operation, ResponseSpec, ServedParts } from './operation-types.ts';

const merge = (into: Record<number, ResponseSpec>, status: number, extra: ResponseSpec) => {
  const existing = into[status];
  const codes = (spec?: ResponseSpec) =>
    spec?.content && 'errors' in spec.content ? spec.content.errors : [];
  into[status] =
    existing && 'errors' in (existing.content ?? {}) && extra.content && 'errors' in extra.content
      ? {
          description: `${existing.description}; or ${extra.description}`,
          content: { errors: [...new Set([...codes(existing), ...codes(extra)])] },
        }
      : (existing ?? extra);
};

/** The operation's responses plus those its body and its token can cause. */
export function allResponses(operation: Operation): Record<number, ResponseSpec> {
  const responses: Record<number, ResponseSpec> = {};
  for (const [status, spec] of Object.entries(operation.responses)) responses[Number(status)] = spec;
  const { body } = operation;
  if (body?.kind === 'json') {
    merge(responses, 400, {
      description: 'Malformed JSON, too deeply nested, or not the contract',
      content: { errors: ['empty_body', 'malformed_json', 'json_too_deep', 'invalid_request'] },
    });
    merge(responses, 415, {
      description: 'Not JSON',
      content: { errors: ['unsupported_media_type'] },
    });
  }
  if (body?.kind === 'json-text-errors') {
    merge(responses, 400, { description: 'EmailJS-like validation text', content: { text: 'string' } });
    merge(responses, 415, { description: 'Not JSON (plain text)', content: { text: 'string' } });
  }
  if (body) {
    merge(responses, 413, { description: 'Body too large', content: { errors: ['body_too_large'] } });
  }
  if (operation.auth === 'firebase') {
    merge(responses, 401, {
      description: 'Missing, malformed, invalid or expired Firebase ID token',
      content: { errors: ['missing_token', 'invalid_token'] },
    });
    merge(responses, 503, {
      description: 'The ID-token verifier (Firebase Auth) is unreachable',
      content: { errors: ['auth_unavailable'] },
    });
  }
  merge(responses, 421, {
    description: 'A Host this server does not serve (DNS rebinding guard)',
    content: { errors: ['misdirected_request'] },
  });
  merge(responses, 431, {
    description: 'Request headers over 16 KB',
    content: { errors: ['headers_too_large'] },
  });
  return responses;
}

export function servedOperations(options: ServedParts): Operation[] {
  return OPERATIONS.filter(
    (operation) =>
      (options.allowReset || !operation.resetOnly) &&
      (!operation.standIn || !options.standIns || options.standIns[operation.standIn]) &&
      (!operation.sessionService || options.sessionService !== false),
  );
}

const templateToPattern = (template: string) =>
  new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** Methods served on a concrete path (for 405's Allow header); empty when no route matches. */
export function allowedMethods(path: string, options: ServedParts): string[] {
  const methods = servedOperations(options)
    .filter((operation) => templateToPattern(operation.path).test(path))
    .map((operation) => operation.method.toUpperCase());
  if (methods.length === 0) return [];
  if (methods.includes('GET')) methods.push('HEAD');
  return [...new Set([...methods, 'OPTIONS'])];
}
