import { newGoogleAccount, revealedApiKey, signUpNewAccount } from '../support/auth-helpers';
import { expectNoAxeViolations } from '../support/axe';
import { LIVE_TIMEOUT } from '../support/live-view';
import { appendUsage, signedInUid, utcToday } from '../support/usage';
import { expect, test } from '../support/remoterl-clients';

// The usage page follows the sessions stream. A simulator of the reference client runs
// under the e2e backend's fast clock (SESSION_CLOCK_RATE=600: 0.1 GB of a Free allowance a real
// minute), and the page's burn rate, runway and data used change without a reload.
test.describe.configure({ timeout: 180_000 });

/**
 * The backend records usage every metering step (SESSION_METER_INTERVAL_MS, a second by default,
 * docs/decisions.md "Metering"); the bound is a busy machine's delay, not the step.
 */
const METERED_TIMEOUT = 30_000;

test('the usage page shows the burn, the runway and the data used move while a simulator runs, without a reload', async ({
  page,
  remoterl,
}) => {
  await signUpNewAccount(page, newGoogleAccount('usage-live'));
  const key = await revealedApiKey(page);

  await page.goto('/user/usage');
  const runway = page.getByRole('group', { name: 'Plan and runway' });
  const meter = page.getByRole('meter', { name: 'BASIC data used' });
  const cost = page.getByRole('region', { name: 'Cost and runway' });
  await expect(runway).toContainText('nothing is metering now', { timeout: LIVE_TIMEOUT });
  await expect(meter).toHaveAttribute('aria-valuetext', '0 GB of 1 GB');
  await expect(page.getByText('No usage yet')).toBeVisible();
  // A reload would drop this mark; the checks below need it still there.
  await page.evaluate(() => {
    (window as { usageLiveMark?: boolean }).usageLiveMark = true;
  });
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  const simulator = remoterl.start('simulate', key);
  await simulator.connected();
  // As soon as it meters: a simulator's 0.01 GB/h at 600 times the real clock.
  await expect(runway).toContainText('using 6 GB/h', { timeout: LIVE_TIMEOUT });
  await expect(runway).toContainText('the allowance lasts until');
  await expect(cost).toContainText('using 6 GB/h');

  // The first metering step lands: the summary, the cost card and the per-day chart follow.
  await expect(meter).not.toHaveAttribute('aria-valuetext', '0 GB of 1 GB', { timeout: METERED_TIMEOUT });
  await expect(page.getByText('No usage yet')).toBeHidden({ timeout: LIVE_TIMEOUT });
  await expect(cost).toContainText(/Simulators\s*0\.\d+ GB/);
  await expectNoAxeViolations(page, 'usage page with a live session');

  expect(navigations).toEqual([]);
  expect(await page.evaluate(() => (window as { usageLiveMark?: boolean }).usageLiveMark)).toBe(true);

  // When the simulator stops, nothing meters and the runway goes.
  await simulator.stop();
  await expect(runway).toContainText('nothing is metering now', { timeout: LIVE_TIMEOUT });
});

test('in Korean, the sessions page shows each session’s health and pairing, the dashboard its summary line, and a drained Free account counts down its grace with Buy credit', async ({
  page,
  request,
  remoterl,
}) => {
  await signUpNewAccount(page, newGoogleAccount('health-ko'));
  const uid = await signedInUid(page);
  const key = await revealedApiKey(page);
  await page.evaluate(() => localStorage.setItem('language', 'ko'));
  const trainer = remoterl.start('train', key);
  const trainerId = await trainer.sessionId();
  const simulator = remoterl.start('simulate', key);
  const simulatorId = await simulator.sessionId();

  await page.goto('/user/dashboard');
  const summary = page.getByRole('group', { name: '요금제와 남은 기간' });
  // Trainer and simulator: 0.11 GB/h at 600 times the real clock.
  await expect(summary).toContainText('무료', { timeout: LIVE_TIMEOUT });
  await expect(summary).toContainText('시간당 66 GB 사용 중');

  await page.goto('/user/sessions');
  const simulatorHealth = page.getByRole('group', { name: `세션 ${simulatorId}의 상태` }).first();
  await expect(simulatorHealth).toContainText(`트레이너 ${trainerId}에 연결`, { timeout: LIVE_TIMEOUT });
  await expect(simulatorHealth).toContainText('초당');
  await expect(page.getByRole('group', { name: `세션 ${trainerId}의 상태` }).first()).toContainText(
    `시뮬레이터 ${simulatorId}에서 받음`,
  );
  await expectNoAxeViolations(page, 'sessions page with health, in Korean');

  // The rest of the allowance used at once (10 trainer hours are 1 GB), as a long run would: the
  // account pauses and the page counts down the grace, with the way to buy credit.
  await appendUsage(request, uid, [{ date: utcToday(), role: 'trainer', milliHours: 10_000 }]);
  await expect(page.getByText(/데이터가 없습니다: 일시 중지된 세션이 \d+:\d\d 후에 닫힙니다\./)).toBeVisible({
    timeout: LIVE_TIMEOUT,
  });
  await expect(page.getByRole('link', { name: '크레딧 구매' })).toBeVisible();
  await expect(simulatorHealth).toContainText(/유예 \d+:\d\d 남음/);
});
