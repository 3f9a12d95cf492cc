import {
  ApiKeyCard,
  ContactCard,
  DashboardGrid,
  DashboardLinkCard,
  QuickStartCard,
  UserCard,
} from '@remoterl/portal-ui';
import { BarChart3, Receipt, Settings } from '@ccnets/design-system/icons';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../config/brand';
import { renderRouterLink } from '../../../layouts/render-router-link';
import { userAreaPaths } from '../../../config/user-area-pages';
import { useAccount } from '../../../account';
import { useNotify } from '../../../hooks/use-notify';
import { CreditNotice } from '../credit-notice/credit-notice';
import { useFreeAllowanceNotice, useLowCreditNotice } from '../credit-notice/use-credit-notices';
import { LiveRunwayLine } from '../live/live-runway-line';
import { useSessionStream } from '../sessions/use-session-stream';
import { UserPageHeader } from '../user-page-header';
import { RegenerateKey } from './regenerate-key';
import { OnlineNow } from './online-now';
import { useQuickStartSteps } from './use-quick-start-steps';

/**
 * The signed-in user's home: who they are, their API key (masked until shown; the Quick
 * Start examples share the same reveal), who is online now, links to billing, usage and
 * settings, and contact.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const displayName = useAccount((state) => state.displayName);
  const email = useAccount((state) => state.email);
  const apiKey = useAccount((state) => state.apiKey);
  const [revealed, setRevealed] = useState(false);
  const quickStartSteps = useQuickStartSteps();
  // One stream feeds "Online now", the summary line and the notices, so they move together.
  const live = useSessionStream();
  const liveUsage = live.snapshot?.usage;
  const lowCredit = useLowCreditNotice(undefined, liveUsage);
  const freeAllowance = useFreeAllowanceNotice(undefined, liveUsage);

  const onCopy = useCallback(() => notify('success', t('account.toasts.copied')), [notify, t]);
  const onCopyError = useCallback(
    (error: unknown) => {
      console.error('Copy to clipboard failed.', error);
      notify('error', t('account.toasts.copyFailed'));
    },
    [notify, t],
  );
  const reveal = { revealed, onRevealedChange: setRevealed, onCopy, onCopyError };

  return (
    <>
      <UserPageHeader
        title={
          displayName
            ? t('account.dashboard.welcome', { name: displayName })
            : t('account.dashboard.welcomeNoName')
        }
        description={t('account.dashboard.subtitle')}
      />
      <CreditNotice notice={lowCredit ?? freeAllowance} />
      <LiveRunwayLine usage={liveUsage} className="mb-6" />
      <DashboardGrid>
        <UserCard
          name={displayName}
          email={email}
          labels={{
            title: t('account.dashboard.user.title'),
            name: t('account.dashboard.user.name'),
            email: t('account.dashboard.user.email'),
            notSet: t('account.dashboard.user.noName'),
          }}
        />
        <ApiKeyCard
          span={2}
          apiKey={apiKey}
          {...reveal}
          footer={<RegenerateKey />}
          labels={{
            title: t('account.dashboard.apiKey.title'),
            description: t('account.dashboard.apiKey.description'),
            field: t('account.dashboard.apiKey.label'),
            empty: t('account.dashboard.apiKey.empty'),
            reveal: t('account.dashboard.apiKey.reveal'),
            copy: t('account.dashboard.apiKey.copy'),
          }}
        />
        {/* Full width keeps the grid's rows whole: the cards around it already fill 1 + 2 and 3 columns. */}
        <OnlineNow span="full" live={live} />
        <DashboardLinkCard
          title={t('account.dashboard.billing.title')}
          description={t('account.dashboard.billing.description')}
          href={userAreaPaths.billing}
          icon={<Receipt />}
          renderLink={renderRouterLink}
        />
        <DashboardLinkCard
          title={t('account.dashboard.usage.title')}
          description={t('account.dashboard.usage.description')}
          href={userAreaPaths.usage}
          icon={<BarChart3 />}
          renderLink={renderRouterLink}
        />
        <DashboardLinkCard
          title={t('account.dashboard.setting.title')}
          description={t('account.dashboard.setting.description')}
          href={userAreaPaths.setting}
          icon={<Settings />}
          renderLink={renderRouterLink}
        />
        <QuickStartCard
          apiKey={apiKey}
          {...reveal}
          steps={quickStartSteps}
          labels={{
            title: t('account.dashboard.quickStart.title'),
            description: t('account.dashboard.quickStart.description'),
            revealKey: t('account.dashboard.quickStart.revealKey'),
            hideKey: t('account.dashboard.quickStart.hideKey'),
            maskedHint: t('account.dashboard.quickStart.maskedHint'),
            keyPlaceholder: t('account.dashboard.quickStart.keyPlaceholder'),
          }}
        />
        <ContactCard
          span="full"
          email={brand.contactEmail}
          linkedInUrl={brand.linkedInUrl}
          linkedInText={brand.companyName}
          description={t('account.dashboard.contact.description')}
          labels={{
            title: t('account.dashboard.contact.title'),
            email: t('account.dashboard.contact.email'),
            linkedIn: t('account.dashboard.contact.linkedIn'),
          }}
        />
      </DashboardGrid>
    </>
  );
}
