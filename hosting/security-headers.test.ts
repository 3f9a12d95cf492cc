import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, originsFromEnv, securityHeaders } from './security-headers.ts';

const production = originsFromEnv({
  VITE_GATEWAY_URL: 'https://api.example.com/gateway',
  VITE_PAYMENT_BACKEND_URL: 'https://pay.example.com/v1',
  VITE_FIREBASE_AUTH_DOMAIN: 'example.firebaseapp.com',
});

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((item) => item.split(' ')[0] === name)
    ?.split(' ')
    .slice(1);

describe('content security policy', () => {
  it('lets the page connect to exactly the configured services and Firebase Auth', () => {
    expect(directive(contentSecurityPolicy(production), 'connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'https://pay.example.com',
      'https://api.emailjs.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
  });

  it('frames only the Firebase auth domain and the video embed', () => {
    expect(directive(contentSecurityPolicy(production), 'frame-src')).toEqual([
      'https://example.firebaseapp.com',
      'https://www.youtube-nocookie.com',
    ]);
  });

  it('adds the Auth emulator, and stops upgrading requests, for a local http build', () => {
    const local = originsFromEnv({
      VITE_GATEWAY_URL: 'http://127.0.0.1:18787/gateway',
      VITE_PAYMENT_BACKEND_URL: 'http://127.0.0.1:18787',
      VITE_EMAILJS_ORIGIN: 'http://127.0.0.1:18787',
      VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
      VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:19099',
    });
    const policy = contentSecurityPolicy(local);
    expect(directive(policy, 'connect-src')).toContain('http://127.0.0.1:19099');
    expect(directive(policy, 'frame-src')).toContain('http://127.0.0.1:19099');
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy(production)).toContain('upgrade-insecure-requests');
  });

  it("keeps base-uri 'none', no eval, no inline script and no inline style attributes", () => {
    const policy = contentSecurityPolicy(production);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://apis.google.com']);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'style-src')).toEqual(["'self'"]);
  });

  it('allows inline only the scripts whose hashes the build gives, never inline script at large', () => {
    const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
    const scriptSrc = directive(
      contentSecurityPolicy(production, { inlineScriptHashes: hashes }),
      'script-src',
    );
    expect(scriptSrc).toEqual(["'self'", ...hashes, 'https://apis.google.com']);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('reports to an http endpoint (the local stack) with report-uri alone', () => {
    const headers = securityHeaders(production, { reportUrl: 'http://127.0.0.1:18787/csp-reports' });
    const csp = headers.find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
    expect(directive(csp, 'report-uri')).toEqual(['http://127.0.0.1:18787/csp-reports']);
    expect(directive(csp, 'report-to')).toBeUndefined();
    expect(headers.map((header) => header.key)).not.toContain('Reporting-Endpoints');
  });

  it('reports violations only when a report endpoint is configured', () => {
    expect(contentSecurityPolicy(production)).not.toContain('report-');
    const headers = securityHeaders(production, { reportUrl: 'https://reports.example.com/csp' });
    const csp = headers.find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
    expect(directive(csp, 'report-uri')).toEqual(['https://reports.example.com/csp']);
    expect(directive(csp, 'report-to')).toEqual(['csp']);
    expect(headers).toContainEqual({
      key: 'Reporting-Endpoints',
      value: 'csp="https://reports.example.com/csp"',
    });
  });

  it('sends HSTS fit for the preload list: two years, subdomains, preload', () => {
    const hsts = securityHeaders(production).find((header) => header.key === 'Strict-Transport-Security');
    expect(hsts?.value).toBe('max-age=63072000; includeSubDomains; preload');
  });

  it('names the variable a missing origin comes from', () => {
    expect(() => originsFromEnv({})).toThrow(/VITE_GATEWAY_URL/);
  });
});
