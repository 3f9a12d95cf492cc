import { describe, expect, it, vi } from 'vitest';
import { composeContactMessage, ContactSendError } from './contact-message';
import { sendContactMessage, type SendDependencies } from './send-contact-message';

const values = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Can I host my simulator locally?',
};
const env = {
  VITE_EMAILJS_PUBLIC_KEY: 'public-key',
  VITE_EMAILJS_SERVICE_ID: 'service',
  VITE_EMAILJS_TEMPLATE_ID: 'template',
  VITE_EMAILJS_ORIGIN: 'http://127.0.0.1:18787',
};

function deps(send: SendDependencies['client']['send'], online = true): SendDependencies {
  return { client: { init: vi.fn(), send }, env, isOnline: () => online };
}

async function failureReason(promise: Promise<unknown>) {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ContactSendError);
  return (error as ContactSendError).reason;
}

describe('composeContactMessage', () => {
  it('combines full name, e-mail and message into one text', () => {
    const text = composeContactMessage(values);
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('ada@example.com');
    expect(text.endsWith('Can I host my simulator locally?')).toBe(true);
  });
});

describe('sendContactMessage', () => {
  it('points the client at the configured origin and sends one message param', async () => {
    const send = vi.fn().mockResolvedValue({ status: 200, text: 'OK' });
    const dependencies = deps(send);
    await sendContactMessage(values, dependencies);
    expect(dependencies.client.init).toHaveBeenCalledWith({
      publicKey: 'public-key',
      origin: env.VITE_EMAILJS_ORIGIN,
    });
    expect(send).toHaveBeenCalledWith('service', 'template', { message: composeContactMessage(values) });
  });

  it('reports HTTP 429 as rate-limited', async () => {
    const send = vi.fn().mockRejectedValue({ status: 429, text: 'Too Many Requests' });
    expect(await failureReason(sendContactMessage(values, deps(send)))).toBe('rate-limited');
  });

  it('reports a network failure while offline as offline', async () => {
    const send = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await failureReason(sendContactMessage(values, deps(send, false)))).toBe('offline');
  });

  it('reports an HTTP error as failed even when the browser says it is offline', async () => {
    // navigator.onLine reads the machine's interfaces; an answer with a status proves the network.
    const send = vi.fn().mockRejectedValue({ status: 500, text: 'Internal Server Error' });
    expect(await failureReason(sendContactMessage(values, deps(send, false)))).toBe('failed');
  });

  it('reports any other error as failed', async () => {
    const send = vi.fn().mockRejectedValue({ status: 400, text: 'The service ID is required.' });
    expect(await failureReason(sendContactMessage(values, deps(send)))).toBe('failed');
  });
});
