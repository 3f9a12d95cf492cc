import { HttpError } from './http';

/**
 * The account call's answer for a Google account that has not completed onboarding (terms not
 * accepted): no key, and the portal treats it as a new user (docs/decisions.md, "Registered
 * means consented").
 */
export function isNotRegistered(error: unknown): boolean {
  return error instanceof HttpError && error.code === 'not_registered';
}
