// The whole contract, for the dev backend. The portal imports the narrow entry points instead
// (package.json "exports": ./error-text, ./gateway, ./paypal, ./user-area, ./live-view), so its
// user-area chunks carry only the schemas they parse with.
export * from './activity.ts';
export * from './api-keys.ts';
export * from './asyncapi.ts';
export * from './csp-reports.ts';
export * from './error-response.ts';
export * from './error-text.ts';
export * from './errors.ts';
export * from './gateway.ts';
export * from './live-view.ts';
export * from './mail.ts';
export * from './openapi.ts';
export * from './operation-list.ts';
export * from './operation-types.ts';
export * from './operations.ts';
export * from './paypal.ts';
export * from './registry.ts';
export * from './session-history.ts';
export * from './session-protocol.ts';
export * from './user-area.ts';
export * from './webhooks.ts';
