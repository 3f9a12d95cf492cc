import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export interface NotFoundIllustrationProps extends Omit<ComponentProps<'svg'>, 'children'> {
  /** Text alternative; pass an empty string when the picture only decorates the message beside it. */
  title: string;
}

/**
 * A robot holding an unplugged cable beside a dashed, empty frame: the link led nowhere.
 * Self-contained and themed through the colour tokens, so no image request and no dark variant.
 */
export function NotFoundIllustration({ title, className, ...rest }: NotFoundIllustrationProps) {
  const titleId = useId();
  const decorative = title === '';
  const accessibility = decorative
    ? { 'aria-hidden': true as const }
    : { role: 'img' as const, 'aria-labelledby': titleId };
  return (
    <svg
      data-slot="not-found-illustration"
      viewBox="0 0 400 360"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      className={cn('h-auto w-full max-w-sm', className)}
      {...accessibility}
      {...rest}
    >
      {decorative ? null : <title id={titleId}>{title}</title>}
      {/* Floor shadow */}
      <ellipse cx="150" cy="322" rx="96" ry="12" fill="var(--rrl-foreground)" opacity="0.08" />
      {/* The empty page the link should have opened */}
      <rect
        x="238"
        y="64"
        width="132"
        height="168"
        rx="10"
        stroke="var(--rrl-muted)"
        strokeWidth="3"
        strokeDasharray="10 8"
      />
      <path d="M282 132l44 44m0-44l-44 44" stroke="var(--rrl-muted)" strokeWidth="5" strokeLinecap="round" />
      {/* Robot: antenna, head, body, arms, wheels */}
      <path d="M150 70V46" stroke="var(--rrl-foreground)" strokeWidth="5" strokeLinecap="round" />
      <circle cx="150" cy="40" r="9" fill="var(--rrl-danger)" />
      <rect
        x="96"
        y="70"
        width="108"
        height="78"
        rx="18"
        fill="var(--rrl-surface-raised)"
        stroke="var(--rrl-foreground)"
        strokeWidth="5"
      />
      <circle cx="128" cy="108" r="9" fill="var(--rrl-primary)" />
      <path
        d="M164 100l16 16m0-16l-16 16"
        stroke="var(--rrl-primary)"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path d="M134 132q16-8 32 0" stroke="var(--rrl-foreground)" strokeWidth="4" strokeLinecap="round" />
      <rect x="104" y="160" width="92" height="112" rx="16" fill="var(--rrl-primary-strong)" />
      <rect
        x="122"
        y="180"
        width="56"
        height="30"
        rx="6"
        fill="var(--rrl-primary-foreground)"
        opacity="0.9"
      />
      <path d="M132 195h12m8 0h16" stroke="var(--rrl-primary-strong)" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M104 190c-26 6-36 30-30 52"
        stroke="var(--rrl-foreground)"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <path
        d="M196 188c22 0 36 8 44 22"
        stroke="var(--rrl-foreground)"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <circle cx="124" cy="292" r="18" fill="var(--rrl-foreground)" />
      <circle cx="176" cy="292" r="18" fill="var(--rrl-foreground)" />
      <circle cx="124" cy="292" r="6" fill="var(--rrl-surface-raised)" />
      <circle cx="176" cy="292" r="6" fill="var(--rrl-surface-raised)" />
      {/* The unplugged cable and its plug, with a gap where the socket should be */}
      <path d="M240 210c16 28 40 40 70 44" stroke="var(--rrl-muted)" strokeWidth="5" strokeLinecap="round" />
      <rect
        x="308"
        y="240"
        width="30"
        height="28"
        rx="5"
        fill="var(--rrl-surface-raised)"
        stroke="var(--rrl-foreground)"
        strokeWidth="4"
      />
      <path d="M338 248h14m-14 12h14" stroke="var(--rrl-foreground)" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M366 238l8-8m-4 26h12m-16 16l8 8"
        stroke="var(--rrl-warning)"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}
