import { TEST_PORTS } from '../../hosting/site.ts';

/** Addresses pinned for the end-to-end stack: the test ports, apart from `pnpm dev`'s (hosting/site.ts). */
export const PORTAL_URL = `http://127.0.0.1:${TEST_PORTS.hosting}`;
export const BACKEND_URL = `http://127.0.0.1:${TEST_PORTS.backend}`;
export const AUTH_EMULATOR_URL = `http://127.0.0.1:${TEST_PORTS.auth}`;
export const OUTBOX_URL = `${BACKEND_URL}/api/v1.0/email/outbox`;
export const MAIL_SEND_URL = `${BACKEND_URL}/api/v1.0/email/send`;
/** The dev backend's outbox is read with this token (MAIL_OUTBOX_TOKEN of the e2e backend). */
export const OUTBOX_TOKEN = 'e2e-outbox-token';

/**
 * The same portal and backend behind TLS (support/tls-front.ts). Chromium takes `report-to`
 * endpoints (Reporting-Endpoints) only from an https document and only at an https address,
 * loopback included, so the Reporting API is proven here. Production serves both over https.
 */
export const TLS_PORTAL_URL = `https://127.0.0.1:${TEST_PORTS.tlsPortal}`;
export const TLS_BACKEND_URL = `https://127.0.0.1:${TEST_PORTS.tlsBackend}`;
