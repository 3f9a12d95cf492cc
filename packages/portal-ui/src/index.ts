// Public entry of @remoterl/portal-ui: RemoteRL's account blocks, one line per folder.
// Private to this portal; the published @ccnets/design-system keeps what any company site reuses
// (docs/decisions.md#the-published-package-keeps-what-any-site-reuses).
export * from './alert-preferences';
export * from './api-key-card';
export * from './api-key-list';
export * from './billing-summary';
export * from './dashboard';
export * from './invoice-table';
export * from './limit-field';
export * from './live-sessions';
export * from './pay-as-you-go-card';
export * from './payment-method';
export * from './payment-status';
export * from './profile-card';
export * from './quick-start-card';
export * from './recent-activity';
export * from './session-history';
export * from './usage-daily';
export * from './usage-summary';
export * from './webhook-deliveries';
