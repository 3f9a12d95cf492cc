import { DashboardGrid, ProfileCard } from '@remoterl/portal-ui';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../account';
import { UserPageHeader } from '../user-page-header';
import { CreditThresholdCard } from './credit-threshold-card';
import { RecentActivityCard } from './recent-activity-card';
import { SpendLimitCard } from './spend-limit-card';
import { AlertPreferencesCard } from './alert-preferences-card';
import { useSettings } from './use-settings';
import { ApiKeysCard } from './api-keys/api-keys-card';
import { WebhookCard } from './webhook/webhook-card';

/** The signed-in user's name (typed at onboarding) and e-mail (their Google account's), settings and recent activity. */
export default function SettingPage() {
  const { t } = useTranslation();
  const displayName = useAccount((state) => state.displayName);
  const email = useAccount((state) => state.email);
  const settings = useSettings();
  return (
    <>
      <UserPageHeader title={t('account.setting.title')} description={t('account.setting.description')} />
      <DashboardGrid>
        <ProfileCard
          span={2}
          name={displayName}
          email={email}
          labels={{
            title: t('account.setting.profile'),
            description: t('account.setting.profileDescription'),
            name: t('account.setting.name'),
            email: t('account.setting.email'),
            notSet: t('account.setting.noName'),
          }}
        />
        <ApiKeysCard />
        <CreditThresholdCard record={settings} />
        <SpendLimitCard record={settings} />
        <AlertPreferencesCard record={settings} />
        <WebhookCard />
        <RecentActivityCard />
      </DashboardGrid>
    </>
  );
}
