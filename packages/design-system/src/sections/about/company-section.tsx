import { Mail } from '../../icons';
import { useId, type ReactNode } from 'react';
import { Button } from '../../components/button/button';
import { PageSection, type PageSectionProps } from '../page-section/page-section';
import { Heading } from '../../components/heading';

export interface CompanyStatement {
  /** Short heading, e.g. "How we work". */
  title: string;
  /** The statement itself. */
  description: ReactNode;
}

export interface JoinInvitation {
  /** Heading of the invitation, e.g. "Join our team". */
  title: string;
  /** Who you are looking for and what to send. */
  description: ReactNode;
  /** Label of the Apply button. */
  applyLabel: string;
  /** Where Apply goes: careers are by e-mail, so usually a `mailto:` address with a subject. */
  applyHref: string;
  /** Small print under the button, e.g. the address spelled out. */
  note?: ReactNode;
}

export interface CompanySectionProps extends Omit<PageSectionProps, 'children'> {
  /** How the company works (its process statement). */
  process: CompanyStatement;
  /** Who the team is. */
  team: CompanyStatement;
  /** The invitation to join, with the Apply button. */
  join: JoinInvitation;
}

/** "Company": the process statement and the team side by side, then the invitation to join with Apply. */
export function CompanySection({ process, team, join, headingLevel = 2, ...rest }: CompanySectionProps) {
  const joinTitleId = useId();
  const itemLevel = headingLevel + 1;
  return (
    <PageSection data-section="company" headingLevel={headingLevel} {...rest}>
      <div className="grid gap-10 ds-md:grid-cols-2 ds-md:gap-12">
        {[process, team].map((statement) => (
          <div key={statement.title} className="flex flex-col gap-3 border-t-2 border-ds-primary pt-6">
            <Heading level={itemLevel} size="sm">
              {statement.title}
            </Heading>
            <div className="text-base leading-relaxed text-ds-muted">{statement.description}</div>
          </div>
        ))}
      </div>
      <div
        role="group"
        aria-labelledby={joinTitleId}
        data-slot="company-join"
        className="flex flex-col items-start gap-6 rounded-ds-2xl bg-ds-secondary p-8 text-ds-secondary-foreground ds-md:flex-row ds-md:items-center ds-md:justify-between ds-md:p-10 ds-dark:ring-1 ds-dark:ring-ds-border"
      >
        <div className="flex max-w-2xl flex-col gap-2">
          <Heading level={itemLevel} id={joinTitleId} size="sm" className="text-2xl text-inherit">
            {join.title}
          </Heading>
          <div className="text-base leading-relaxed text-ds-secondary-foreground/85">{join.description}</div>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-2 ds-md:items-end">
          <Button
            href={join.applyHref}
            variant="light"
            size="lg"
            startIcon={<Mail aria-hidden className="size-4" />}
          >
            {join.applyLabel}
          </Button>
          {join.note ? <p className="text-sm text-ds-secondary-foreground/85">{join.note}</p> : null}
        </div>
      </div>
    </PageSection>
  );
}
