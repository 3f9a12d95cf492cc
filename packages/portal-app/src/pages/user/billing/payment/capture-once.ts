import type { CaptureResult } from '../../../../api/payments';

const inFlight = new Map<string, Promise<CaptureResult>>();

/**
 * Runs the capture of one PayPal order at most once per page load, however often the success
 * page mounts (React StrictMode mounts effects twice in development). A reload starts a new
 * page, so the second capture reaches the backend, whose idempotency credits nothing more.
 * A failed capture is forgotten so "Try again" can run it again.
 */
export function captureOnce(
  token: string,
  capture: (token: string) => Promise<CaptureResult>,
): Promise<CaptureResult> {
  const existing = inFlight.get(token);
  if (existing) return existing;
  const attempt = capture(token).catch((error: unknown) => {
    inFlight.delete(token);
    throw error;
  });
  inFlight.set(token, attempt);
  return attempt;
}

/** For tests: forgets every capture of this page load. */
export function resetCaptures(): void {
  inFlight.clear();
}
