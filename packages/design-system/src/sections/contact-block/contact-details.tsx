import { Mail, MapPin } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Link } from '../../components/link/link';
import { LinkedInMark } from './linkedin-mark';

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
  newTabLabel = '(opens in a new tab)',
  className,
  ...rest
}: ContactDetailsProps) {
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
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-border text-primary-strong dark:text-info [&_svg]:size-[18px]"
      >
        {icon}
      </span>
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="text-sm text-muted">{label}</span>
        <span className="text-base font-medium text-foreground">{children}</span>
      </div>
    </li>
  );
}
