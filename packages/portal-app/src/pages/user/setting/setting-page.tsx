import { DashboardGrid, ProfileCard } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../i18n/use-page-meta';
import { useUserStore } from '../../../stores/user-store';
import { UserPageHeader } from '../user-page-header';
import { CreditThresholdCard } from './credit-threshold-card';
import { RecentActivityCard } from './recent-activity-card';

/** The signed-in user's name and e-mail (from their Google account), settings and recent activity. */
export default function SettingPage() {
  usePageMeta('account.setting');
  const { t } = useTranslation();
  const displayName = useUserStore((state) => state.displayName);
  const email = useUserStore((state) => state.email);
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
        <CreditThresholdCard />
        <RecentActivityCard />
      </DashboardGrid>
    </>
  );
}
