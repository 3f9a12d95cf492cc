/** Addresses pinned for the end-to-end stack (see the team brief's port list). */
export const PORTAL_URL = 'http://127.0.0.1:14173';
export const BACKEND_URL = 'http://127.0.0.1:18787';
export const OUTBOX_URL = `${BACKEND_URL}/api/v1.0/email/outbox`;
export const MAIL_SEND_URL = `${BACKEND_URL}/api/v1.0/email/send`;
/** The dev backend's outbox is read with this token (MAIL_OUTBOX_TOKEN of the e2e backend). */
export const OUTBOX_TOKEN = 'e2e-outbox-token';

/**
 * The same portal and backend behind TLS (support/tls-front.ts). Chromium takes `report-to`
 * endpoints (Reporting-Endpoints) only from an https document and only at an https address,
 * loopback included, so the Reporting API is proven here. Production serves both over https.
 */
export const TLS_PORTAL_URL = 'https://127.0.0.1:14443';
export const TLS_BACKEND_URL = 'https://127.0.0.1:18443';
