import emailjs from '@emailjs/browser';
import { getEnv, type PortalEnv } from '../config/env';
import {
  classifySendError,
  composeContactMessage,
  ContactSendError,
  type ContactMessageValues,
} from './contact-message';

type MailEnv = Pick<
  PortalEnv,
  'VITE_EMAILJS_PUBLIC_KEY' | 'VITE_EMAILJS_SERVICE_ID' | 'VITE_EMAILJS_TEMPLATE_ID' | 'VITE_EMAILJS_ORIGIN'
>;

export interface MailClient {
  init: (options: { publicKey: string; origin: string }) => void;
  send: (serviceId: string, templateId: string, params: Record<string, unknown>) => Promise<unknown>;
}

export interface SendDependencies {
  client: MailClient;
  env: MailEnv;
  isOnline: () => boolean;
}

const browserDependencies = (): SendDependencies => ({
  client: emailjs,
  env: getEnv(),
  isOnline: () => navigator.onLine,
});

/**
 * Sends the contact form through EmailJS. The API origin comes from configuration: EmailJS
 * itself in production, the dev backend's compatible endpoint in development and e2e — the
 * code path is the same. (`send` ignores an `origin` option, so it is set through `init`.)
 * Rejects with a ContactSendError whose reason the form turns into a translated message.
 */
export async function sendContactMessage(
  values: ContactMessageValues,
  { client, env, isOnline }: SendDependencies = browserDependencies(),
): Promise<void> {
  client.init({ publicKey: env.VITE_EMAILJS_PUBLIC_KEY, origin: env.VITE_EMAILJS_ORIGIN });
  try {
    await client.send(env.VITE_EMAILJS_SERVICE_ID, env.VITE_EMAILJS_TEMPLATE_ID, {
      message: composeContactMessage(values),
    });
  } catch (error) {
    throw new ContactSendError(classifySendError(error, isOnline()), { cause: error });
  }
}
