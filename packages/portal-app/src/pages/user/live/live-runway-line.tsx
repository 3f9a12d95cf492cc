import { RunwayLine } from '@remoterl/portal-ui';
import { useTranslation } from 'react-i18next';
import type { SessionsSnapshot } from '../../../api/sessions';
import { BuyCreditLink } from './buy-credit-link';
import { runwayLabels } from './live-labels';

/**
 * The one live summary line: plan, data or credit left, burn rate, runway and warning, from the
 * live view's stream (docs/decisions.md, "Cost, burn rate and runway").
 */
export function LiveRunwayLine({
  usage,
  className,
}: {
  usage: SessionsSnapshot['usage'] | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <RunwayLine
      className={className}
      loading={!usage}
      {...usage}
      action={<BuyCreditLink />}
      labels={runwayLabels(t)}
    />
  );
}
