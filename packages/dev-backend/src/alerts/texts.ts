// What each alert e-mail says, in the languages the portal speaks. The gateway writes these
// mails itself (the portal's translations load in the browser), so their words live here.

/** One alert, with the figures its text needs. */
export type AlertMessage =
  | {
      kind: 'spendLimit';
      percent: number;
      limitUsd: number;
      spentUsd: number;
      /** Set when the limit is one key's own, not the account's. */
      key?: { id: string; name: string | null };
    }
  | { kind: 'lowCredit'; balanceUsd: number; thresholdUsd: number }
  | { kind: 'freeAllowance'; percent: number; usedGb: number; allowanceGb: number }
  | {
      kind: 'sessionStopped';
      limitUsd: number | null;
      /** Set when one key's own limit, not the account's, stopped that key's sessions. */
      key?: { id: string; name: string | null };
    };

type Language = 'en' | 'ko';

const money = (amount: number, language: Language) =>
  new Intl.NumberFormat(language === 'ko' ? 'ko-KR' : 'en-US', { style: 'currency', currency: 'USD' }).format(
    amount,
  );
const gigabytes = (amount: number, language: Language) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 3 }).format(
    amount,
  );

/** Subject and body of an alert, in `language`, ending with where to act. */
export function alertText(
  alert: AlertMessage,
  language: Language,
  portalUrl: string,
): { subject: string; message: string } {
  const settings = `${portalUrl}/user/setting`;
  const billing = `${portalUrl}/user/billing`;
  const ko = language === 'ko';
  switch (alert.kind) {
    case 'spendLimit': {
      const spent = money(alert.spentUsd, language);
      const limit = money(alert.limitUsd, language);
      if (alert.key) return keyLimitText(alert.key.name, alert.percent, spent, limit, ko, settings);
      if (alert.percent >= 100) {
        return ko
          ? {
              subject: 'RemoteRL: 월 사용 한도에 도달했습니다',
              message: `이번 달 사용 금액이 ${spent}로 월 한도 ${limit}에 도달해 세션이 일시 중지되었습니다. 계속하려면 한도를 올리세요: ${settings}`,
            }
          : {
              subject: 'RemoteRL: your monthly spend limit is reached',
              message: `This month's usage has cost ${spent}, reaching your ${limit} monthly limit, so your sessions are paused. Raise the limit to continue: ${settings}`,
            };
      }
      return ko
        ? {
            subject: `RemoteRL: 월 사용 한도의 ${alert.percent}%를 사용했습니다`,
            message: `이번 달 사용 금액이 ${spent}로 월 한도 ${limit}의 ${alert.percent}%입니다. 한도 설정: ${settings}`,
          }
        : {
            subject: `RemoteRL: ${alert.percent}% of your monthly spend limit used`,
            message: `This month's usage has cost ${spent}, ${alert.percent}% of your ${limit} monthly limit. Your limit: ${settings}`,
          };
    }
    case 'lowCredit': {
      const balance = money(alert.balanceUsd, language);
      const threshold = money(alert.thresholdUsd, language);
      return ko
        ? {
            subject: 'RemoteRL: 크레딧이 부족합니다',
            message: `잔액 ${balance}이 알림 기준 ${threshold}보다 적습니다. 크레딧 추가: ${billing}`,
          }
        : {
            subject: 'RemoteRL: your credit is running low',
            message: `Your balance of ${balance} is under your warning threshold of ${threshold}. Add credits: ${billing}`,
          };
    }
    case 'freeAllowance': {
      const used = gigabytes(alert.usedGb, language);
      const allowance = gigabytes(alert.allowanceGb, language);
      return ko
        ? {
            subject: `RemoteRL: BASIC 무료 데이터의 ${alert.percent}%를 사용했습니다`,
            message: `이번 달 BASIC 플랜의 ${allowance} 중 ${used}를 사용했습니다. 학습을 계속하려면 크레딧을 구매하세요: ${billing}`,
          }
        : {
            subject: `RemoteRL: ${alert.percent}% of your free BASIC data used`,
            message: `You have used ${used} of the ${allowance} included with the BASIC plan this month. Buy credit to keep training: ${billing}`,
          };
    }
    case 'sessionStopped':
      if (alert.limitUsd !== null && alert.key) {
        const limit = money(alert.limitUsd, language);
        const name = alert.key.name;
        return ko
          ? {
              subject: `RemoteRL: ${name === null ? '기본 키' : `"${name}" 키`}의 월 한도로 세션이 종료되었습니다`,
              message: `${name === null ? '기본 키' : `"${name}" 키`}의 월 한도 ${limit}에 도달해 이 키의 세션이 AUTH-004로 종료되었습니다. 다른 키의 세션은 계속 실행됩니다. 키 목록에서 한도를 올리세요: ${settings}`,
            }
          : {
              subject: `RemoteRL: sessions of ${name === null ? 'your primary key' : `key "${name}"`} ended at its spend limit`,
              message: `The sessions of ${name === null ? 'your primary key' : `key "${name}"`} ended with AUTH-004: its ${limit} monthly spend limit was reached. Your other keys run on. Raise it in the key list: ${settings}`,
            };
      }
      if (alert.limitUsd !== null) {
        const limit = money(alert.limitUsd, language);
        return ko
          ? {
              subject: 'RemoteRL: 월 사용 한도로 세션이 종료되었습니다',
              message: `월 한도 ${limit}에 도달해 세션이 AUTH-004로 종료되었습니다. 한도를 올리세요: ${settings}`,
            }
          : {
              subject: 'RemoteRL: sessions ended at your spend limit',
              message: `Your sessions ended with AUTH-004: the ${limit} monthly spend limit was reached. Raise it to continue: ${settings}`,
            };
      }
      return ko
        ? {
            subject: 'RemoteRL: 데이터가 바닥나 세션이 종료되었습니다',
            message: `데이터 크레딧이 바닥나 세션이 AUTH-004로 종료되었습니다. 크레딧을 구매하세요: ${billing}`,
          }
        : {
            subject: 'RemoteRL: sessions ended, out of data',
            message: `Your sessions ended with AUTH-004: your data credit ran out. Buy credit to continue: ${billing}`,
          };
  }
}

/** One key's own limit reached a threshold: only that key's sessions pause at 100 %. */
function keyLimitText(
  name: string | null,
  percent: number,
  spent: string,
  limit: string,
  ko: boolean,
  settings: string,
): { subject: string; message: string } {
  if (ko) {
    const key = name === null ? '기본 키' : `"${name}" 키`;
    return percent >= 100
      ? {
          subject: `RemoteRL: ${key}의 월 사용 한도에 도달했습니다`,
          message: `${key}의 이번 달 사용 금액이 ${spent}로 월 한도 ${limit}에 도달해 이 키의 세션이 일시 중지되었습니다. 다른 키의 세션은 계속 실행됩니다. 키 목록에서 한도를 올리세요: ${settings}`,
        }
      : {
          subject: `RemoteRL: ${key}의 월 사용 한도 ${percent}%를 사용했습니다`,
          message: `${key}의 이번 달 사용 금액이 ${spent}로 월 한도 ${limit}의 ${percent}%입니다. 키 목록: ${settings}`,
        };
  }
  const key = name === null ? 'your primary key' : `key "${name}"`;
  return percent >= 100
    ? {
        subject: `RemoteRL: the monthly spend limit of ${key} is reached`,
        message: `This month's usage of ${key} has cost ${spent}, reaching its ${limit} monthly limit, so its sessions are paused. Your other keys run on. Raise it in the key list: ${settings}`,
      }
    : {
        subject: `RemoteRL: ${percent}% of the monthly spend limit of ${key} used`,
        message: `This month's usage of ${key} has cost ${spent}, ${percent}% of its ${limit} monthly limit. The key list: ${settings}`,
      };
}
