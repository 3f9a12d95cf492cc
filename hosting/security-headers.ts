// Security headers of the hosted portal, derived from the services the build talks to, so the
// CSP allows exactly those and nothing else.

/** What the portal's build is configured to reach (see ServiceOrigins.fromEnv). */
export interface ServiceOrigins {
  gateway: string;
  payment: string;
  mail: string;
  /** Firebase Auth's helper iframe and popup pages (https://<authDomain>). */
  firebaseAuthDomain: string;
  /** Local Auth emulator, development and e2e builds only. */
  firebaseAuthEmulator?: string | undefined;
}

export interface HeaderOptions {
  /** Where browsers POST CSP violation reports; omitted means no reporting. */
  reportUrl?: string | undefined;
  /**
   * The `'sha256-…'` sources of the inline scripts the build writes into every page
   * (packages/portal-app/build/inline-script-hashes.ts).
   */
  inlineScriptHashes?: readonly string[] | undefined;
}

// Firebase Auth's REST endpoints (sign-in, token refresh), called from the browser.
const FIREBASE_API_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
// gapi.iframes, which the Firebase SDK loads for popup sign-in.
const GOOGLE_SCRIPT_ORIGIN = 'https://apis.google.com';
// The home page's demo video (privacy-enhanced YouTube embed).
const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

// Two years, with subdomains and `preload`: what the browsers' HSTS preload list asks of a site
// (https://hstspreload.org), so even a first visit never goes out over http.
const HSTS_MAX_AGE_SECONDS = 63_072_000;

const originOf = (url: string) => new URL(url).origin;
const unique = (items: readonly (string | undefined)[]) => [
  ...new Set(items.filter((item): item is string => Boolean(item))),
];

export function originsFromEnv(env: Record<string, string | undefined>): ServiceOrigins {
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`${name} is not set: the CSP cannot name the service it points at`);
    return value;
  };
  return {
    gateway: originOf(required('VITE_GATEWAY_URL')),
    payment: originOf(required('VITE_PAYMENT_BACKEND_URL')),
    mail: originOf(env.VITE_EMAILJS_ORIGIN || 'https://api.emailjs.com'),
    firebaseAuthDomain: `https://${required('VITE_FIREBASE_AUTH_DOMAIN')}`,
    firebaseAuthEmulator: env.VITE_FIREBASE_AUTH_EMULATOR_URL
      ? originOf(env.VITE_FIREBASE_AUTH_EMULATOR_URL)
      : undefined,
  };
}

/**
 * `report-to` (the Reporting API) only for an https endpoint: Chromium takes a Reporting-Endpoints
 * address only if it is https, and only from an https document, loopback included. A policy
 * with `report-to` makes Chromium ignore `report-uri`, so an http endpoint gets `report-uri`
 * alone. With both, `report-uri` is the fallback of browsers without the Reporting API.
 */
const usesReportingApi = (options: HeaderOptions) => Boolean(options.reportUrl?.startsWith('https://'));

export function contentSecurityPolicy(origins: ServiceOrigins, options: HeaderOptions = {}): string {
  const connect = unique([
    "'self'",
    origins.gateway,
    origins.payment,
    origins.mail,
    ...FIREBASE_API_ORIGINS,
    origins.firebaseAuthEmulator,
  ]);
  const frames = unique([origins.firebaseAuthDomain, origins.firebaseAuthEmulator, VIDEO_EMBED_ORIGIN]);
  const allHttps = [...connect, ...frames].every((item) => item === "'self'" || item.startsWith('https:'));
  const directives = [
    "default-src 'self'",
    // The hashes: the scripts the build writes into every page (the classic scripts that run
    // before the first paint, so that paint waits for no request, and the Speculation Rules,
    // which are JSON and never run); exactly those bytes, nothing else inline. No
    // 'inline-speculation-rules': Chromium ignores it in a policy that lists hashes.
    ["script-src 'self'", ...(options.inlineScriptHashes ?? []), GOOGLE_SCRIPT_ORIGIN].join(' '),
    // Style attributes in markup stay blocked: React applies style props through the CSSOM,
    // which CSP does not govern. <style> elements need 'unsafe-inline': Radix's dialogs lock
    // scrolling with a stylesheet injected at run time (react-remove-scroll) whose text varies
    // with the scrollbar width, so no hash fits, and static hosting cannot hand out a nonce.
    "style-src 'self'",
    "style-src-elem 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // Vite inlines font files under 4 KB (a few unicode-range subsets) as data: URLs.
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frames.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Only where every allowed service is https; upgrading would break a local http stack.
    ...(allHttps ? ['upgrade-insecure-requests'] : []),
    ...(options.reportUrl ? [`report-uri ${options.reportUrl}`] : []),
    ...(usesReportingApi(options) ? ['report-to csp'] : []),
  ];
  return directives.join('; ');
}

export interface Header {
  key: string;
  value: string;
}

export function securityHeaders(origins: ServiceOrigins, options: HeaderOptions = {}): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(origins, options) },
    ...(usesReportingApi(options)
      ? [{ key: 'Reporting-Endpoints', value: `csp="${options.reportUrl}"` }]
      : []),
    {
      key: 'Strict-Transport-Security',
      value: `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`,
    },
    // Not plain same-origin: Firebase's sign-in popup must be able to report back to the opener.
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  ];
}
