// RemoteRL's product facts: one module per fact, read by the portal and the dev backend.
export * from './charge-rule.ts';
