import { Alert, Button } from '@ccnets/design-system';
import { freeAllowanceState } from '@remoterl/product';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userArea, type UsageReport } from '../../api/user-area';
import { currentIdToken } from '../../auth/id-token';
import { renderRouterLink } from '../../layouts/render-router-link';
import { userAreaPaths } from '../../config/user-area-pages';

export interface FreeAllowanceNoticeProps {
  /** The usage report when the page already has it; fetched otherwise. */
  usage?: UsageReport;
}

/**
 * Tells a Free account that it is near (80 %) or over its free data allowance, with a link to buy
 * credit; Premium accounts have the low-credit notice instead. A hint, not the page's content: if
 * the usage cannot load, it shows nothing.
 */
export function FreeAllowanceNotice({ usage: given }: FreeAllowanceNoticeProps) {
  const { t, i18n } = useTranslation();
  const [fetched, setFetched] = useState<UsageReport>();
  const needsUsage = given === undefined;

  useEffect(() => {
    if (!needsUsage) return;
    const controller = new AbortController();
    currentIdToken()
      .then((idToken) => userArea().fetchUsage(idToken, { signal: controller.signal }))
      .then(
        (usage) => {
          if (!controller.signal.aborted) setFetched(usage);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) console.error('The free-allowance check could not run.', error);
        },
      );
    return () => controller.abort();
  }, [needsUsage]);

  const usage = given ?? fetched;
  if (!usage || usage.plan !== 'free' || usage.allowanceGb === null) return null;
  const state = freeAllowanceState(usage.usedGb, usage.allowanceGb);
  if (state === 'within') return null;

  const gb = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { maximumFractionDigits: 3 });
  return (
    <Alert
      variant="warning"
      title={t(`userArea.freeAllowance.${state}.title`)}
      className="mb-6"
      data-testid="free-allowance-notice"
      action={
        <Button asChild size="sm" variant="outlined">
          {renderRouterLink({ href: userAreaPaths.payment, children: t('userArea.freeAllowance.buyCredit') })}
        </Button>
      }
    >
      {t(`userArea.freeAllowance.${state}.body`, {
        used: gb.format(usage.usedGb),
        allowance: gb.format(usage.allowanceGb),
      })}
    </Alert>
  );
}
