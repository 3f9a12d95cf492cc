import type { RunwayLineLabels, SessionHealthLabels, UsageCostLabels } from '@remoterl/portal-ui';
import type { TFunction } from 'i18next';

// The live blocks' words in the reader's language. The blocks fill `{name}` placeholders
// themselves, so each text is asked for with its placeholders passed through as they are.

const key = (path: string) => `userArea.live.${path}`;

/** `t(path)` with each named placeholder left for the block: "{{rate}} steps/s" -> "{rate} steps/s". */
const template = (t: TFunction, path: string, ...names: string[]) =>
  t(key(path), Object.fromEntries(names.map((name) => [name, `{${name}}`])));

export function healthLabels(t: TFunction): SessionHealthLabels {
  return {
    steps: template(t, 'health.steps', 'rate'),
    frames: template(t, 'health.frames', 'rate'),
    sent: template(t, 'health.sent', 'rate'),
    received: template(t, 'health.received', 'rate'),
    roundTrip: template(t, 'health.roundTrip', 'ms'),
    heartbeat: template(t, 'health.heartbeat', 'seconds'),
    noHeartbeat: t(key('health.noHeartbeat')),
    pairedWithTrainer: template(t, 'health.pairedWithTrainer', 'id'),
    pairedWithSimulators: template(t, 'health.pairedWithSimulators', 'ids'),
    resumableFor: template(t, 'health.resumableFor', 'time'),
    graceEndsIn: template(t, 'health.graceEndsIn', 'time'),
    metered: template(t, 'health.metered', 'gb', 'cost'),
    group: template(t, 'health.group', 'session'),
  };
}

export function runwayLabels(t: TFunction): RunwayLineLabels {
  return {
    title: t(key('runway.title')),
    plans: { free: t(key('runway.plans.free')), premium: t(key('runway.plans.premium')) },
    dataLeft: template(t, 'runway.dataLeft', 'amount'),
    creditLeft: template(t, 'runway.creditLeft', 'amount'),
    burn: template(t, 'runway.burn', 'rate'),
    idle: t(key('runway.idle')),
    runwayCredit: template(t, 'runway.runwayCredit', 'duration'),
    runwayAllowance: template(t, 'runway.runwayAllowance', 'until'),
    runwayRefills: template(t, 'runway.runwayRefills', 'until'),
    warnings: { low: t(key('runway.warnings.low')), exhausted: t(key('runway.warnings.exhausted')) },
  };
}

export function costLabels(t: TFunction): UsageCostLabels {
  const text = (path: string) => t(key(`cost.${path}`));
  return {
    title: text('title'),
    spent: text('spent'),
    allowanceShare: template(t, 'cost.allowanceShare', 'share'),
    roles: { simulator: text('roles.simulator'), trainer: text('roles.trainer') },
    burnRate: text('burnRate'),
    runway: text('runway'),
    today: text('today'),
    hour: template(t, 'cost.hour', 'hour', 'amount'),
    perDay: text('perDay'),
    date: text('date'),
    data: text('data'),
    cost: text('cost'),
    loading: text('loading'),
    retry: text('retry'),
    runwayLine: runwayLabels(t),
  };
}
