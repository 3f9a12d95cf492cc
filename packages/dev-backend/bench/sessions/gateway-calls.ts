// The portal's calls a bench account makes, as the portal makes them: a PayPal top-up through the
// payment backend and its approval simulator (checkout, Approve, capture), and Regenerate.
import { asAccount } from './bench-token.ts';

async function call(url: string, init: RequestInit): Promise<Response> {
  // Approve answers 303 to the portal's success page, which a bench does not serve.
  const response = await fetch(url, { ...init, redirect: 'manual' });
  if (!response.ok && response.status !== 303) {
    throw new Error(
      `${init.method ?? 'GET'} ${new URL(url).pathname}: ${response.status} ${await response.text()}`,
    );
  }
  return response;
}

const json = (uid: string, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { ...asAccount(uid), 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Pays `dollars` for `uid`: checkout, the simulator's Approve, capture. Resolves once credited. */
export async function topUp(baseUrl: string, uid: string, dollars: number): Promise<void> {
  const checkout = await call(
    `${baseUrl}/paypal/checkout`,
    json(uid, { price: dollars, name: 'Bench', country: 'KR', city: 'Busan' }),
  );
  const { paypalUrl } = (await checkout.json()) as { paypalUrl: string };
  const token = new URL(paypalUrl).searchParams.get('token') ?? '';
  const approved = await call(`${baseUrl}/paypal-sim/approve`, {
    method: 'POST',
    body: new URLSearchParams({ token }),
  });
  await approved.body?.cancel();
  const capture = await call(`${baseUrl}/paypal/capture`, json(uid, { token }));
  const { credited } = (await capture.json()) as { credited: boolean };
  if (!credited) throw new Error(`capture of ${token} credited nothing`);
}

/** Regenerate: the account's key is replaced; answers the new one. */
export async function regenerateKey(baseUrl: string, uid: string, currentKey: string): Promise<string> {
  const response = await call(`${baseUrl}/gateway/api-key/rotate`, json(uid, { currentKey }));
  const { apiKey, rotated } = (await response.json()) as { apiKey: string; rotated: boolean };
  if (!rotated) throw new Error(`the key of ${uid} was not replaced`);
  return apiKey;
}

/** Whether the account has nothing left to spend: Free, no allowance left; Premium, no credit. */
export async function hasNothingLeft(baseUrl: string, uid: string): Promise<boolean> {
  const response = await call(`${baseUrl}/gateway/usage`, { headers: asAccount(uid) });
  const usage = (await response.json()) as {
    plan: 'free' | 'premium';
    remainingGb: number | null;
    balance: number;
  };
  return usage.plan === 'free' ? usage.remainingGb === 0 : usage.balance === 0;
}
