import { describe, expect, it } from 'vitest';
import { ConfigurationError, parseEnv } from './env';

const valid = {
  VITE_GATEWAY_URL: 'http://127.0.0.1:18787/gateway',
  VITE_PAYMENT_BACKEND_URL: 'http://127.0.0.1:18787',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-remoterl.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-remoterl',
  VITE_FIREBASE_APP_ID: 'demo-app',
  VITE_EMAILJS_PUBLIC_KEY: 'public',
  VITE_EMAILJS_SERVICE_ID: 'service',
  VITE_EMAILJS_TEMPLATE_ID: 'template',
};

describe('parseEnv', () => {
  it('accepts a complete configuration and fills the defaults', () => {
    const env = parseEnv(valid);
    expect(env.VITE_EMAILJS_ORIGIN).toBe('https://api.emailjs.com');
    expect(env.VITE_PAYPAL_ALLOWED_ORIGINS).toEqual([]);
  });

  it('names every missing or malformed variable', () => {
    const { VITE_GATEWAY_URL: _missing, ...rest } = valid;
    const attempt = () => parseEnv({ ...rest, VITE_PAYMENT_BACKEND_URL: 'not a url' });
    expect(attempt).toThrow(ConfigurationError);
    expect(attempt).toThrow(/VITE_GATEWAY_URL/);
    expect(attempt).toThrow(/VITE_PAYMENT_BACKEND_URL/);
  });

  it('reduces allowed PayPal origins to bare origins', () => {
    const env = parseEnv({
      ...valid,
      VITE_PAYPAL_ALLOWED_ORIGINS: 'http://127.0.0.1:18787/, https://x.test/path',
    });
    expect(env.VITE_PAYPAL_ALLOWED_ORIGINS).toEqual(['http://127.0.0.1:18787', 'https://x.test']);
  });

  it('refuses the Auth emulator address in a production build', () => {
    const emulator = { ...valid, VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:19099' };
    expect(() => parseEnv({ ...emulator, MODE: 'production' })).toThrow(
      /VITE_FIREBASE_AUTH_EMULATOR_URL: must not be set in a production build/,
    );
    expect(parseEnv({ ...emulator, MODE: 'e2e' }).VITE_FIREBASE_AUTH_EMULATOR_URL).toBe(
      'http://127.0.0.1:19099',
    );
    expect(parseEnv({ ...valid, MODE: 'production' }).VITE_FIREBASE_AUTH_EMULATOR_URL).toBeUndefined();
  });
});
