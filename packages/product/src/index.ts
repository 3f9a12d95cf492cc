// RemoteRL's product facts: one module per fact, read by the portal and the dev backend.
// Language-neutral only (numbers, codes, snippet code); the portal words them per language.
export * from './api-key.ts';
export * from './charge-rule.ts';
export * from './credit-threshold.ts';
export * from './free-allowance.ts';
export * from './pay-as-you-go.ts';
export * from './plans.ts';
export * from './quick-start.ts';
export * from './spend-limit.ts';
export * from './terms.ts';
export * from './usage-rates.ts';
