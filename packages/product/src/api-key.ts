/**
 * The shape of a RemoteRL API key (docs/decisions.md, "API keys"): `api_` and a UUID. The real
 * `remoterl` client checks a key against this pattern before it sends anything and refuses any
 * other shape, so every key the service issues must match it.
 */
export const API_KEY_PATTERN = /^api_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The prefix every key starts with. */
export const API_KEY_PREFIX = 'api_';

/** Whether `value` has the shape the client accepts (it says nothing of whether the key is known). */
export function isApiKeyShape(value: string): boolean {
  return API_KEY_PATTERN.test(value);
}

/**
 * Named keys (docs/decisions.md, "Named API keys"): an account holds at most this many live keys,
 * its primary key included, each named by its owner in at most `maxNameLength` characters.
 */
export const API_KEY_LIMITS = { perAccount: 10, maxNameLength: 40 } as const;
