import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { PageSection, type PageSectionProps } from '../page-section/page-section';
import { SectionHeading } from '../section-heading/section-heading';
import { ContactDetails, type ContactDetailsProps } from './contact-details';

export interface ContactBlockProps
  extends
    Omit<PageSectionProps, 'children' | 'title'>,
    Pick<ContactDetailsProps, 'email' | 'address' | 'linkedIn' | 'newTabLabel'> {
  /** The section title, e.g. "Contact us". */
  title: ReactNode;
  /** Buttons under the paragraph, e.g. a link to the contact form. */
  actions?: ReactNode;
}

/**
 * "Contact us": title and paragraph beside the e-mail, postal address and LinkedIn page.
 * Two columns on wide screens, stacked on narrow ones. Defaults to the dark brand band.
 */
export function ContactBlock({
  eyebrow,
  title,
  description,
  actions,
  email,
  address,
  linkedIn,
  newTabLabel,
  headingLevel = 2,
  tone = 'brand',
  containerClassName,
  ...rest
}: ContactBlockProps) {
  const titleId = useId();
  return (
    <PageSection
      data-section="contact-block"
      tone={tone}
      aria-labelledby={titleId}
      containerClassName={cn('grid items-start gap-10 ds-lg:grid-cols-2 ds-lg:gap-16', containerClassName)}
      {...rest}
    >
      <div className="flex flex-col gap-6">
        <SectionHeading
          eyebrow={eyebrow}
          title={title}
          description={description}
          level={headingLevel}
          titleId={titleId}
        />
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </div>
      <ContactDetails
        email={email}
        address={address}
        linkedIn={linkedIn}
        newTabLabel={newTabLabel}
        className="rounded-ds-xl border border-ds-border bg-ds-surface-raised p-6 ds-md:p-8"
      />
    </PageSection>
  );
}
