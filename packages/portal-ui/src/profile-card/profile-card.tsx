import { UserRound } from 'lucide-react';
import { AccountDetails } from '../dashboard/account-details';
import { DashboardCard, type DashboardCardProps } from '../dashboard/dashboard-card';

export interface ProfileCardLabels {
  title: string;
  description: string;
  name: string;
  email: string;
  /** Shown for a value the account does not have. */
  notSet: string;
}

export const defaultProfileCardLabels: ProfileCardLabels = {
  title: 'Profile',
  description: 'From the Google account you signed in with.',
  name: 'Name',
  email: 'Email',
  notSet: 'Not set',
};

export interface ProfileCardProps extends Omit<DashboardCardProps, 'title' | 'children'> {
  /** Display name of the signed-in user. */
  name?: string | null;
  /** E-mail of the signed-in user. */
  email?: string | null;
  /** Visible strings; English defaults. */
  labels?: Partial<ProfileCardLabels>;
}

/** The settings page's profile: the signed-in user's name and e-mail. */
export function ProfileCard({ name, email, labels: labelOverrides, ...frame }: ProfileCardProps) {
  const labels = { ...defaultProfileCardLabels, ...labelOverrides };
  return (
    <DashboardCard title={labels.title} description={labels.description} icon={<UserRound />} {...frame}>
      <AccountDetails
        items={[
          { term: labels.name, value: name || labels.notSet },
          { term: labels.email, value: email || labels.notSet },
        ]}
      />
    </DashboardCard>
  );
}
