// RemoteRL's product facts: one module per fact, read by the portal and the dev backend.
// Language-neutral only (numbers, codes, snippet code); the portal words them per language.
export * from './charge-rule';
export * from './data-rates';
export * from './pay-as-you-go';
export * from './plans';
export * from './quick-start';
