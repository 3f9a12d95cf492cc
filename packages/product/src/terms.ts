/**
 * The version of the Terms of Service a user accepts at onboarding: the date the terms text at
 * `/terms` was last modified. An account counts as registered only once it has accepted a version
 * (docs/decisions.md, "Registered means consented"); the backend records which one, and when.
 */
export const TERMS_VERSION = '2023-09-26';
