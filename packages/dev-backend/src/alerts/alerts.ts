// E-mail alerts (docs/decisions.md, "Alerts"): when a spend limit reaches 50, 80 and 100 %, when
// credit falls under the warning threshold, when the BASIC allowance reaches 80 and 100 %, and
// when sessions end with AUTH-004. Each goes out once per period (the month; the day for ended
// sessions) and only while its kind is on, in the account's alert language.
import { ALERT_MAIL, type SpendLimitReached } from '@remoterl/contract';
import {
  FREE_ALLOWANCE_WARNING_SHARE,
  isCreditLow,
  KB_PER_GB,
  SPEND_ALERT_PERCENTS,
} from '@remoterl/product';
import type { Store } from '../store/index.ts';
import { utcToday } from '../usage/days.ts';
import { billingPeriod } from '../usage/report.ts';
import { alertText, type AlertMessage } from './texts.ts';

export interface Alerts {
  /** Usage, credit or settings changed: e-mail any threshold newly crossed. */
  accountChanged(uid: string): void;
  /** The account's sessions ended with AUTH-004, for its credit or its spend limit. */
  sessionsStopped(uid: string, limit: SpendLimitReached | undefined): void;
}

const FREE_ALLOWANCE_PERCENTS = [FREE_ALLOWANCE_WARNING_SHARE * 100, 100] as const;

/** The highest of `percents` that `share` (a percentage) reaches, if any. */
const highestReached = (percents: readonly number[], share: number) =>
  [...percents].reverse().find((percent) => share >= percent);

export function createAlerts(deps: {
  store: Store;
  portalUrl: string;
  today?: () => string;
  /** Hands each alert sent to the webhooks (webhooks/webhooks.ts). */
  onSent?: (uid: string, alert: AlertMessage) => void;
}): Alerts {
  const { store } = deps;
  const today = deps.today ?? utcToday;

  function send(uid: string, alert: AlertMessage): void {
    const account = store.accounts.find(uid);
    if (!account) return;
    const language = store.settings.of(uid).alertLanguage;
    const { subject, message } = alertText(alert, language, deps.portalUrl);
    store.outbox.deliver({
      user_id: 'remoterl-gateway',
      service_id: ALERT_MAIL.serviceId,
      template_id: ALERT_MAIL.templateId,
      template_params: {
        to_email: account.email,
        to_name: account.displayName,
        language,
        alert: alert.kind,
        subject,
        message,
      },
    });
    deps.onSent?.(uid, alert);
  }

  /**
   * Claims the highest threshold reached, and the lower ones with it, so a jump past two of
   * them sends one mail; answers whether the highest was newly claimed.
   */
  function claimThreshold(
    uid: string,
    /** The claim's name: the alert kind, and for one key's limit the key too. */
    kind: string,
    percents: readonly number[],
    share: number,
    period: string,
  ) {
    const reached = highestReached(percents, share);
    if (reached === undefined) return undefined;
    const fresh = store.alertsSent.claim(uid, `${kind}:${reached}`, period);
    for (const lower of percents.filter((percent) => percent < reached)) {
      store.alertsSent.claim(uid, `${kind}:${lower}`, period);
    }
    return fresh ? reached : undefined;
  }

  /** Each key's own limit, with its thresholds claimed per key (`spendLimit:<key id>`). */
  function keyLimitsChanged(uid: string, month: string): void {
    for (const { keyId, usd } of store.keySpendLimits.ofAccount(uid)) {
      const spentCents = store.usage.keySpentCents(uid, keyId, month);
      const percent = claimThreshold(
        uid,
        `spendLimit:${keyId}`,
        SPEND_ALERT_PERCENTS,
        spentCents / usd,
        month,
      );
      if (percent === undefined) continue;
      const name = keyId === 'primary' ? null : (store.apiKeys.nameOf(uid, keyId) ?? null);
      send(uid, {
        kind: 'spendLimit',
        percent,
        limitUsd: usd,
        spentUsd: spentCents / 100,
        key: { id: keyId, name },
      });
    }
  }

  return {
    accountChanged(uid) {
      const account = store.accounts.find(uid);
      if (!account) return;
      const settings = store.settings.of(uid);
      const day = today();
      const month = day.slice(0, 7);
      if (store.usage.isPremium(uid)) {
        const limitUsd = settings.monthlySpendLimit;
        if (settings.alerts.spendLimit && limitUsd !== null) {
          const spentCents = store.usage.spentCents(uid, month);
          // Cents over whole dollars is the share in percent.
          const percent = claimThreshold(
            uid,
            'spendLimit',
            SPEND_ALERT_PERCENTS,
            spentCents / limitUsd,
            month,
          );
          if (percent !== undefined)
            send(uid, { kind: 'spendLimit', percent, limitUsd, spentUsd: spentCents / 100 });
        }
        if (settings.alerts.spendLimit) keyLimitsChanged(uid, month);
        const balanceUsd = account.balanceCents / 100;
        const thresholdUsd = settings.lowCreditThreshold;
        if (
          settings.alerts.lowCredit &&
          isCreditLow({ premium: true, balance: balanceUsd, threshold: thresholdUsd }) &&
          store.alertsSent.claim(uid, 'lowCredit', month)
        ) {
          send(uid, { kind: 'lowCredit', balanceUsd, thresholdUsd });
        }
        return;
      }
      if (!settings.alerts.freeAllowance) return;
      const period = billingPeriod(day);
      const used = store.usage.totalKilobytes(uid, period.start, period.end);
      const allowance = store.usage.freeAllowanceKilobytes;
      const percent = claimThreshold(
        uid,
        'freeAllowance',
        FREE_ALLOWANCE_PERCENTS,
        (used / allowance) * 100,
        month,
      );
      if (percent !== undefined) {
        send(uid, {
          kind: 'freeAllowance',
          percent,
          usedGb: used / KB_PER_GB,
          allowanceGb: allowance / KB_PER_GB,
        });
      }
    },

    sessionsStopped(uid, limit) {
      if (!store.settings.of(uid).alerts.sessionStopped) return;
      if (store.alertsSent.claim(uid, 'sessionStopped', today())) {
        send(uid, {
          kind: 'sessionStopped',
          limitUsd: limit?.usd ?? null,
          ...(limit?.kind === 'key-monthly-spend-limit' && { key: { id: limit.keyId, name: limit.keyName } }),
        });
      }
    },
  };
}
