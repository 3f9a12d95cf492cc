'use client';

import { Mail, MapPin } from '../../icons';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useUiMessages } from '../../locale';
import { Link } from '../../components/link/link';
import type { BrandMarkProps } from '../shared/brand-mark';

export interface ContactEmail {
  /** Label above the address, e.g. "E-mail". */
  label: string;
  /** The address; it becomes a `mailto:` link. */
  address: string;
}

export interface ContactPostalAddress {
  /** Label above the address, e.g. "Address". */
  label: string;
  /** The address, one line per entry. */
  lines: string[];
}

export interface ContactLinkedIn {
  /** Label above the link, e.g. "LinkedIn". */
  label: string;
  /** The company page. */
  href: string;
  /** The link text, e.g. "CCNets on LinkedIn". */
  text: string;
}

export interface ContactDetailsProps extends Omit<ComponentProps<'address'>, 'children'> {
  /** The contact e-mail. */
  email?: ContactEmail;
  /** The postal address. */
  address?: ContactPostalAddress;
  /** The company's LinkedIn page; opens in a new tab. */
  linkedIn?: ContactLinkedIn;
  /** Screen-reader hint for the LinkedIn link. */
  newTabLabel?: string;
}

/** E-mail, postal address and LinkedIn as a labelled list inside `<address>`, each with a decorative icon. */
export function ContactDetails({
  email,
  address,
  linkedIn,
  newTabLabel: newTabLabelProp,
  className,
  ...rest
}: ContactDetailsProps) {
  const messages = useUiMessages();
  const newTabLabel = newTabLabelProp ?? messages.opensInNewTab;
  const linkClass = 'underline decoration-from-font underline-offset-4 break-all';
  return (
    <address data-slot="contact-details" className={cn('not-italic', className)} {...rest}>
      <ul className="flex flex-col gap-5">
        {email ? (
          <Entry icon={<Mail />} label={email.label}>
            <Link variant="nav" href={`mailto:${email.address}`} className={linkClass}>
              {email.address}
            </Link>
          </Entry>
        ) : null}
        {address ? (
          <Entry icon={<MapPin />} label={address.label}>
            {address.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </Entry>
        ) : null}
        {linkedIn ? (
          <Entry icon={<LinkedInMark />} label={linkedIn.label}>
            <Link variant="nav" href={linkedIn.href} external className={linkClass}>
              {linkedIn.text}
              <span className="sr-only"> {newTabLabel}</span>
            </Link>
          </Entry>
        ) : null}
      </ul>
    </address>
  );
}

function Entry({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        data-accent=""
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-ds-border text-ds-primary-strong ds-dark:text-ds-info [&_svg]:size-[18px]"
      >
        {icon}
      </span>
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="text-sm text-ds-muted">{label}</span>
        <span className="text-base font-medium text-ds-foreground">{children}</span>
      </div>
    </li>
  );
}

/** LinkedIn's "in" mark, drawn inline (lucide ships no brand icons); decorative, so hidden from assistive technology. */
export function LinkedInMark(props: BrandMarkProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z" />
    </svg>
  );
}
