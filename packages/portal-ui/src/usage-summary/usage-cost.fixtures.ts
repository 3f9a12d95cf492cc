import type { UsageCostFigures } from './usage-cost';

/* Story data: live cost figures as the gateway reports them; not part of the package API. */

const hours = Array.from({ length: 24 }, (_, hour) => ({
  hour,
  simulatorGb: hour >= 7 && hour <= 9 ? 0.01 * (hour - 6) : 0,
  trainerGb: hour >= 7 && hour <= 9 ? 0.1 * (hour - 6) : 0,
}));

/** A Premium account mid-run: $6.40 left, burning $0.32 an hour, as of 2026-11-26 10:00 UTC. */
export const premiumCost: UsageCostFigures = {
  plan: 'premium',
  leftGb: 6.4,
  balance: 6.4,
  burn: { gbPerHour: 0.32, usdPerHour: 0.32 },
  runway: { hours: 20, until: '2026-11-27T06:00:00.000Z', refills: false },
  warning: 'none',
  usedGb: 3.6,
  allowanceGb: null,
  spentUsd: 3.6,
  roles: { simulator: { gb: 0.33, usd: 0.33 }, trainer: { gb: 3.27, usd: 3.27 } },
  days: [
    { date: '2026-11-24', gb: 1.2, usd: 1.2 },
    { date: '2026-11-25', gb: 1.74, usd: 1.74 },
    { date: '2026-11-26', gb: 0.66, usd: 0.66 },
  ],
  hours,
};

/** A Free account at 82 % of its allowance, a trainer running. */
export const freeCost: UsageCostFigures = {
  plan: 'free',
  leftGb: 0.18,
  balance: 0,
  burn: { gbPerHour: 0.1, usdPerHour: 0 },
  runway: { hours: 1.8, until: '2026-11-26T11:48:00.000Z', refills: false },
  warning: 'low',
  usedGb: 0.82,
  allowanceGb: 1,
  spentUsd: 0,
  roles: { simulator: { gb: 0.02, usd: 0 }, trainer: { gb: 0.8, usd: 0 } },
  days: [
    { date: '2026-11-25', gb: 0.16, usd: 0 },
    { date: '2026-11-26', gb: 0.66, usd: 0 },
  ],
  hours,
};

export const koreanRunwayLabels = {
  title: '요금제와 남은 기간',
  plans: { free: 'BASIC (무료)', premium: 'PREMIUM (종량제)' },
  dataLeft: '데이터 {amount} 남음',
  creditLeft: '크레딧 {amount} 남음',
  burn: '시간당 {rate} 사용 중',
  idle: '지금 측정 중인 세션 없음',
  runwayCredit: '현재 속도로 크레딧이 약 {duration} 유지됩니다',
  runwayAllowance: '제공량이 {until}까지 유지됩니다',
  runwayRefills: '제공량이 소진되기 전 {until}에 다시 채워집니다',
  warnings: { low: '부족함', exhausted: '데이터 없음' },
};
