import { describe, expect, it } from 'vitest';
import { describeControl, spendLimitLine } from './run-session.ts';

describe('what the client prints when the service pauses it', () => {
  it('says credit ran out when no limit is named', () => {
    expect(describeControl({ type: 'paused', code: 'AUTH-004', graceMs: 60_000 })).toBe(
      'Paused (AUTH-004): data credit exhausted; the session ends in 60 s unless credit is added',
    );
  });

  it('names the spend limit when the service says that is what ran out', () => {
    const limit = { kind: 'monthly-spend-limit', usd: 25 } as const;
    expect(describeControl({ type: 'paused', code: 'AUTH-004', graceMs: 60_000, limit })).toBe(
      'Paused (AUTH-004): monthly spend limit of $25 reached; the session ends in 60 s unless the limit is raised',
    );
    expect(spendLimitLine(limit)).toBe(
      "Monthly spend limit of $25 reached: raise or remove it on the dashboard's Setting page",
    );
  });

  it('names the key when its own limit, not the account, stopped it', () => {
    const limit = {
      kind: 'key-monthly-spend-limit',
      usd: 5,
      keyId: '0a1b2c3d',
      keyName: 'ci-runner',
    } as const;
    expect(describeControl({ type: 'paused', code: 'AUTH-004', graceMs: 60_000, limit })).toBe(
      'Paused (AUTH-004): monthly spend limit of $5 for key "ci-runner" reached; the session ends in 60 s unless the limit is raised',
    );
    expect(spendLimitLine(limit)).toBe(
      'Monthly spend limit of $5 for key "ci-runner" reached: raise or remove it in the key list on the dashboard\'s Setting page',
    );
  });
});
