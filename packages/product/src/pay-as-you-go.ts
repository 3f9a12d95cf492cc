/**
 * What the pay-as-you-go plan includes and what can be added (docs/product.md#plans). Each item has
 * a stable key the portal words in each language (`account.payment.included.items.<key>`,
 * `public.pricing.payg.items`), with its amount, when it has one, passed in as a number.
 */
export const PAY_AS_YOU_GO_INCLUSIONS = [
  { key: 'steps', amount: 1_000_000 },
  { key: 'hours', amount: 20 },
  { key: 'parallel', amount: 10 },
  { key: 'storage', amount: 10 },
  { key: 'websockets' },
  { key: 'hosting' },
  { key: 'sync' },
  { key: 'registrations' },
  { key: 'versioning' },
  { key: 'gpt' },
] as const satisfies readonly { key: string; amount?: number }[];

export type PayAsYouGoInclusionKey = (typeof PAY_AS_YOU_GO_INCLUSIONS)[number]['key'];

/** Optional extras bought on top of pay-as-you-go, priced in US dollars. */
export const PAY_AS_YOU_GO_ADD_ONS = [{ key: 'parameterCustomisation', usd: 5 }] as const;

export type PayAsYouGoAddOnKey = (typeof PAY_AS_YOU_GO_ADD_ONS)[number]['key'];
