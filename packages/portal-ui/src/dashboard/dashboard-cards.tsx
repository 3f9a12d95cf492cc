'use client';

import { ArrowRight, Mail, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Link, renderAnchorLink, type RenderLink, useUiMessages } from '@ccnets/design-system';
import { AccountDetails } from './account-details';
import { DashboardCard, type DashboardCardProps } from './dashboard-card';

type CardFrameProps = Omit<DashboardCardProps, 'title' | 'children'>;

export interface UserCardLabels {
  title: string;
  name: string;
  email: string;
  /** Shown for a value the account does not have. */
  notSet: string;
}

export const defaultUserCardLabels: UserCardLabels = {
  title: 'User',
  name: 'Name',
  email: 'Email',
  notSet: 'Not set',
};

export interface UserCardProps extends CardFrameProps {
  /** Display name of the signed-in user. */
  name?: string | null;
  /** E-mail of the signed-in user. */
  email?: string | null;
  /** Visible strings; English defaults. */
  labels?: Partial<UserCardLabels>;
}

/** Dashboard card with the signed-in user's name and e-mail. */
export function UserCard({ name, email, labels: labelOverrides, ...frame }: UserCardProps) {
  const labels = { ...defaultUserCardLabels, ...labelOverrides };
  return (
    <DashboardCard title={labels.title} icon={<UserRound />} {...frame}>
      <AccountDetails
        items={[
          { term: labels.name, value: name || labels.notSet },
          { term: labels.email, value: email || labels.notSet },
        ]}
      />
    </DashboardCard>
  );
}

export interface DashboardLinkCardProps extends CardFrameProps {
  /** The card's heading, also read after its link ("View Billing"). */
  title: string;
  /** Where "View" leads. */
  href: string;
  /** Visible text of the link (built in by default); the card title is added for screen readers ("View Billing"). */
  viewLabel?: string;
  /** Renders the link, e.g. with the app's router; a plain `<a>` by default. */
  renderLink?: RenderLink;
  children?: ReactNode;
}

/** A dashboard card whose one action is a "View" link (Billing, Usage, Setting). */
export function DashboardLinkCard({
  title,
  href,
  viewLabel,
  renderLink = renderAnchorLink,
  children,
  ...frame
}: DashboardLinkCardProps) {
  const messages = useUiMessages();
  const linkContent = (
    <>
      {viewLabel ?? messages.view}
      <span className="sr-only"> {title}</span>
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  );
  return (
    <DashboardCard
      title={title}
      footer={
        <Button asChild variant="outlined" size="sm">
          {renderLink({ href, children: linkContent })}
        </Button>
      }
      {...frame}
    >
      {children}
    </DashboardCard>
  );
}

export interface ContactCardLabels {
  title: string;
  email: string;
  linkedIn: string;
}

export const defaultContactCardLabels: ContactCardLabels = {
  title: 'Contact',
  email: 'Email',
  linkedIn: 'LinkedIn',
};

export interface ContactCardProps extends CardFrameProps {
  /** The company's contact address (from the app's brand configuration). */
  email: string;
  /** The company's LinkedIn page. */
  linkedInUrl: string;
  /** Text of the LinkedIn link, e.g. the company name. */
  linkedInText: string;
  /** Visible strings; English defaults. */
  labels?: Partial<ContactCardLabels>;
}

/** Dashboard card with the company's e-mail and LinkedIn page. */
export function ContactCard({
  email,
  linkedInUrl,
  linkedInText,
  labels: labelOverrides,
  ...frame
}: ContactCardProps) {
  const labels = { ...defaultContactCardLabels, ...labelOverrides };
  return (
    <DashboardCard title={labels.title} icon={<Mail />} {...frame}>
      <AccountDetails
        items={[
          { term: labels.email, value: <Link href={`mailto:${email}`}>{email}</Link> },
          {
            term: labels.linkedIn,
            value: (
              <Link href={linkedInUrl} external>
                {linkedInText}
              </Link>
            ),
          },
        ]}
      />
    </DashboardCard>
  );
}
