// The ID token of a bench account: a JWT in shape (the gateway refuses anything else before
// verifying) whose payload names the account, accepted only by the bench server
// (bench-server-main.ts), so thousands of viewers need no Auth emulator. Never signed: never
// accepted by a real start, which verifies with Firebase.
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function benchToken(uid: string): string {
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ bench: uid })}.`;
}

/** The account a bench token names, or undefined for any other token. */
export function uidOfBenchToken(token: string): string | undefined {
  const [, payload = ''] = token.split('.');
  try {
    const { bench } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { bench?: unknown };
    return typeof bench === 'string' ? bench : undefined;
  } catch {
    return undefined;
  }
}

/** Headers of a gateway call made as the bench account `uid`. */
export const asAccount = (uid: string): Record<string, string> => ({
  authorization: `Bearer ${benchToken(uid)}`,
});
