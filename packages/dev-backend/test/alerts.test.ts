// Alert e-mails (docs/decisions.md, "Alerts"): spend limit at 50, 80 and 100 %, low credit, the
// BASIC allowance at 80 and 100 %, sessions ended by AUTH-004; once per threshold per period,
// in the account's alert language, each kind can be turned off. Read back from the local outbox.
import { describe, expect, it } from 'vitest';
import { ALERT_MAIL, OutboxSchema, type OutboxMessage } from '@remoterl/contract';
import type { TestUser } from './helpers/emulator.ts';
import { OUTBOX_TOKEN } from './helpers/server.ts';
import { startSessionServer } from './helpers/session-server.ts';
import { connect } from './helpers/session-socket.ts';

const { server, api, account } = await startSessionServer({
  SESSION_CLOCK_RATE: '3600',
  SESSION_METER_INTERVAL_MS: '50',
  SESSION_GRACE_MS: '100',
});
const today = () => new Date().toISOString().slice(0, 10);

/** Adds trainer hours, charged like real usage (0.1 GB an hour: 10 hours are $1 on PREMIUM). */
const useTrainerHours = (user: TestUser, hours: number) =>
  api('/__test__/usage', { json: { uid: user.uid, records: [{ date: today(), role: 'trainer', hours }] } });

async function alertsTo(user: TestUser): Promise<OutboxMessage['template_params'][]> {
  const all: OutboxMessage[] = [];
  let after = 0;
  for (;;) {
    const response = await api(`/api/v1.0/email/outbox?after=${after}&limit=200`, { token: OUTBOX_TOKEN });
    const page = OutboxSchema.parse(await response.json());
    all.push(...page.messages);
    if (page.next === null) break;
    after = page.next;
  }
  return all
    .filter(
      (mail) => mail.template_id === ALERT_MAIL.templateId && mail.template_params.to_email === user.email,
    )
    .map((mail) => mail.template_params);
}
const subjects = async (user: TestUser) => (await alertsTo(user)).map((mail) => mail.subject);

describe('alert e-mails', () => {
  it('tell a spend limit at 50, 80 and 100 %, each once a month', async () => {
    const { user } = await account({ premiumDollars: 20 });
    await api('/gateway/settings', { user, json: { monthlySpendLimit: 10, lowCreditThreshold: 0 } });
    await useTrainerHours(user, 50); // $5: half the limit
    await useTrainerHours(user, 1); // still 51 %: no second mail
    expect(await subjects(user)).toEqual(['RemoteRL: 50% of your monthly spend limit used']);
    await useTrainerHours(user, 30); // $8.10
    await useTrainerHours(user, 30); // $11.10: past the limit
    await useTrainerHours(user, 1);
    const mails = await alertsTo(user);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'RemoteRL: 50% of your monthly spend limit used',
      'RemoteRL: 80% of your monthly spend limit used',
      'RemoteRL: your monthly spend limit is reached',
    ]);
    expect(mails[2]).toMatchObject({ to_email: user.email, language: 'en', alert: 'spendLimit' });
    expect(String(mails[2]?.message)).toContain('reaching your $10.00 monthly limit');
  });

  it("tell a key's own spend limit at its thresholds, naming the key, apart from the account's", async () => {
    const { user } = await account({ premiumDollars: 20 });
    await api('/gateway/settings', { user, json: { lowCreditThreshold: 0 } });
    const created = await api('/gateway/api-keys', { user, json: { name: 'ci' } });
    const { key } = (await created.json()) as { key: { id: string } };
    await api(`/gateway/api-keys/${key.id}/spend-limit`, { user, json: { monthlySpendLimit: 10 } });
    const useKeyHours = (hours: number) =>
      api('/__test__/usage', {
        json: { uid: user.uid, keyId: key.id, records: [{ date: today(), role: 'trainer', hours }] },
      });
    await useKeyHours(50); // $5 of the key's $10
    await useKeyHours(1);
    expect(await subjects(user)).toEqual(['RemoteRL: 50% of the monthly spend limit of key "ci" used']);
    await useKeyHours(60); // $11.10: past 80 and 100 % at once, one mail
    const mails = await alertsTo(user);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'RemoteRL: 50% of the monthly spend limit of key "ci" used',
      'RemoteRL: the monthly spend limit of key "ci" is reached',
    ]);
    expect(String(mails[1]?.message)).toContain('Your other keys run on.');
  });

  it('send one mail for a jump past two thresholds, in Korean when the account chose it', async () => {
    const { user } = await account({ premiumDollars: 20 });
    await api('/gateway/settings', {
      user,
      json: { monthlySpendLimit: 10, lowCreditThreshold: 0, alertLanguage: 'ko' },
    });
    await useTrainerHours(user, 85); // $8.50: past 50 and 80 % at once
    expect(await subjects(user)).toEqual(['RemoteRL: 월 사용 한도의 80%를 사용했습니다']);
  });

  it('tell low credit once a month, and not when that alert is off', async () => {
    const on = await account({ premiumDollars: 10 });
    await useTrainerHours(on.user, 60); // $6 spent, $4 left: under the $5 default threshold
    await useTrainerHours(on.user, 5);
    expect(await subjects(on.user)).toEqual(['RemoteRL: your credit is running low']);

    const off = await account({ premiumDollars: 10 });
    const saved = await api('/gateway/settings', { user: off.user, json: { alerts: { lowCredit: false } } });
    expect(await saved.json()).toMatchObject({
      alerts: { spendLimit: true, lowCredit: false, freeAllowance: true, sessionStopped: true },
    });
    await useTrainerHours(off.user, 60);
    expect(await subjects(off.user)).toEqual([]);
  });

  it('tell a BASIC account at 80 and 100 % of its allowance', async () => {
    const { user } = await account();
    await useTrainerHours(user, 8.5); // 0.85 GB
    await useTrainerHours(user, 2); // 1.05 GB
    expect(await subjects(user)).toEqual([
      'RemoteRL: 80% of your free BASIC data used',
      'RemoteRL: 100% of your free BASIC data used',
    ]);
  });

  it('tell sessions ended by AUTH-004 once a day', async () => {
    const { user, apiKey } = await account();
    await useTrainerHours(user, 9.999); // 100 kB left: the trainer uses it in a millisecond
    const { socket } = await connect(server.url, apiKey, 'trainer');
    await socket.next('paused');
    await socket.closed;
    await expect.poll(() => subjects(user)).toContain('RemoteRL: sessions ended, out of data');
  });

  it('refuse an unknown alert language and keep the settings', async () => {
    const { user } = await account();
    const response = await api('/gateway/settings', { user, json: { alertLanguage: 'fr' } });
    expect(response.status).toBe(400);
    expect(await (await api('/gateway/settings', { user })).json()).toMatchObject({ alertLanguage: 'en' });
  });
});
