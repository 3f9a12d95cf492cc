import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from '../../components/card/card';
import { Link } from '../../components/link/link';
import { Heading, type HeadingLevel } from '../../components/heading';
import { renderAnchorLink, type RenderLink } from '../../components/render-link';
import { GoogleButton } from './google-button';

export interface AuthSwitch {
  /** The question, e.g. "Don't have an account?". */
  prompt: string;
  /** The link text, e.g. "Sign up". */
  label: string;
  /** Where it goes, e.g. "/signup". */
  href: string;
}

export interface AuthCardProps extends Omit<ComponentProps<'section'>, 'title' | 'children'> {
  /** Heading of the card, e.g. "Log in to RemoteRL". */
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** The brand mark above the title. */
  logo?: ReactNode;
  /** Label of the Google button. */
  googleLabel: string;
  /** Starts the Google sign-in. */
  onGoogleClick?: () => void;
  /** The sign-in is under way: the button spins and ignores further clicks. */
  googleLoading?: boolean;
  /** Blocks the Google button, e.g. while the app is offline. */
  googleDisabled?: boolean;
  /** An error from the last attempt, announced to screen readers. */
  error?: ReactNode;
  /** Content under the button, e.g. a terms notice. */
  notice?: ReactNode;
  /** The link to the other form: log in <-> sign up. */
  switchTo: AuthSwitch;
  /** Router seam for the switch link. */
  renderLink?: RenderLink;
  /** Heading level of the title; the card is usually the page's main content. */
  headingLevel?: HeadingLevel;
}

// Cites docs/decisions.md#sign-in-card.
/**
 * The login and sign-up card: 460 px wide (full width on narrow screens), as high as its
 * content, with the title, the Google button and
 * the link to the other form at the bottom.
 */
export function AuthCard({
  title,
  description,
  logo,
  googleLabel,
  onGoogleClick,
  googleLoading = false,
  googleDisabled = false,
  error,
  notice,
  switchTo,
  renderLink = renderAnchorLink,
  headingLevel = 1,
  className,
  ...rest
}: AuthCardProps) {
  const titleId = useId();
  return (
    <Card
      asChild
      variant="raised"
      padding="none"
      className={cn(
        'w-full max-w-(--rrl-auth-card-width) justify-between gap-8 px-6 py-10 ds-sm:px-10',
        className,
      )}
    >
      <section data-slot="auth-card" aria-labelledby={titleId} {...rest}>
        <div className="flex flex-col items-center gap-8 text-center">
          {logo ? <div className="flex justify-center">{logo}</div> : null}
          <div className="flex flex-col gap-3">
            <Heading level={headingLevel} id={titleId} size="md">
              {title}
            </Heading>
            {description ? (
              <div className="text-base leading-relaxed text-ds-muted">{description}</div>
            ) : null}
          </div>
          <div className="flex w-full flex-col gap-4">
            <GoogleButton
              label={googleLabel}
              onClick={onGoogleClick}
              loading={googleLoading}
              disabled={googleDisabled}
            />
            {/* Always in the accessibility tree (visually hidden while empty, out of the flex flow)
                so screen readers announce the error when it appears. */}
            <div role="alert" className={cn('text-sm text-ds-danger-strong', !error && 'sr-only')}>
              {error}
            </div>
            {notice ? <div className="text-xs leading-relaxed text-ds-muted">{notice}</div> : null}
          </div>
        </div>
        <p
          data-slot="auth-switch"
          className="border-t border-ds-border pt-6 text-center text-sm text-ds-muted"
        >
          {switchTo.prompt}{' '}
          <Link asChild className="font-semibold">
            {renderLink({ href: switchTo.href, children: switchTo.label })}
          </Link>
        </p>
      </section>
    </Card>
  );
}
