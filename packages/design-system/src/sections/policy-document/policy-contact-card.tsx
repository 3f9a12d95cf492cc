import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from '../../components/card/card';
import {
  ContactDetails,
  type ContactEmail,
  type ContactPostalAddress,
} from '../contact-block/contact-details';
import { Heading, type HeadingLevel } from '../../components/heading';

export interface PolicyContactCardProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** Card title, e.g. "Questions?". */
  title: string;
  /** The questions text, e.g. "If you have any questions about this policy, contact us." */
  description?: ReactNode;
  /** Postal address (in Busan, South Korea). */
  address?: ContactPostalAddress;
  /** Contact e-mail. */
  email?: ContactEmail;
  /** Heading level of the title; 2 beside an h1 policy. */
  headingLevel?: HeadingLevel;
}

/** The contact card that sits beside a policy: questions text, postal address and contact e-mail. */
export function PolicyContactCard({
  title,
  description,
  address,
  email,
  headingLevel = 2,
  className,
  ...rest
}: PolicyContactCardProps) {
  const titleId = useId();
  return (
    <Card asChild variant="raised" padding="md" className={cn('gap-5', className)}>
      <section data-slot="policy-contact-card" aria-labelledby={titleId} {...rest}>
        <div className="flex flex-col gap-2">
          <Heading level={headingLevel} id={titleId} size="xs">
            {title}
          </Heading>
          {description ? <div className="text-sm leading-relaxed text-ds-muted">{description}</div> : null}
        </div>
        <ContactDetails email={email} address={address} className="border-t border-ds-border pt-5" />
      </section>
    </Card>
  );
}
