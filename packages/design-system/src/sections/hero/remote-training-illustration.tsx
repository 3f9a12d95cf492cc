import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export interface RemoteTrainingIllustrationProps extends Omit<ComponentProps<'svg'>, 'children'> {
  /** Text alternative; pass an empty string when the picture only decorates nearby text. */
  title: string;
}

/**
 * A self-contained picture of RemoteRL's loop: a robot in a local environment on the left,
 * the cloud trainer on the right, observations and actions streaming between them. Colours
 * come from the theme tokens, so it follows light and dark without a second asset.
 */
export function RemoteTrainingIllustration({ title, className, ...rest }: RemoteTrainingIllustrationProps) {
  const titleId = useId();
  const decorative = title === '';
  const accessibility = decorative
    ? { 'aria-hidden': true as const }
    : { role: 'img' as const, 'aria-labelledby': titleId };
  return (
    <svg
      data-slot="remote-training-illustration"
      viewBox="0 0 480 340"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      className={cn('h-auto w-full max-w-md', className)}
      {...accessibility}
      {...rest}
    >
      {decorative ? null : <title id={titleId}>{title}</title>}
      {/* Local machine with a robot arm */}
      <rect
        x="16"
        y="86"
        width="176"
        height="132"
        rx="12"
        fill="var(--rrl-surface-raised)"
        stroke="var(--rrl-border)"
        strokeWidth="2"
      />
      <rect x="16" y="86" width="176" height="22" rx="12" fill="var(--rrl-alternate)" />
      <circle cx="34" cy="97" r="4" fill="var(--rrl-danger)" />
      <circle cx="48" cy="97" r="4" fill="var(--rrl-warning)" />
      <circle cx="62" cy="97" r="4" fill="var(--rrl-success)" />
      <rect x="56" y="192" width="96" height="10" rx="3" fill="var(--rrl-muted)" opacity="0.5" />
      <path
        d="M104 192v-30l28-22 22 16"
        stroke="var(--rrl-foreground)"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="104" cy="162" r="7" fill="var(--rrl-primary)" />
      <circle cx="132" cy="140" r="7" fill="var(--rrl-primary)" />
      <path
        d="M154 156l10-6m-10 6l4 11"
        stroke="var(--rrl-foreground)"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <rect x="28" y="236" width="152" height="10" rx="5" fill="var(--rrl-border)" />
      <rect x="28" y="236" width="92" height="10" rx="5" fill="var(--rrl-primary)" />

      {/* The two streams between them */}
      <path
        d="M204 128h76"
        stroke="var(--rrl-primary)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 10"
      />
      <path
        d="M272 120l10 8-10 8"
        stroke="var(--rrl-primary)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M280 178h-76"
        stroke="var(--rrl-muted)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 10"
      />
      <path
        d="M212 170l-10 8 10 8"
        stroke="var(--rrl-muted)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />

      {/* Cloud trainer with accelerator cards */}
      <path
        d="M330 224h104a36 36 0 0 0 4-71.8A54 54 0 0 0 334 138a40 40 0 0 0-4 86z"
        fill="var(--rrl-alternate)"
        stroke="var(--rrl-primary)"
        strokeWidth="2.5"
      />
      {[0, 1, 2].map((index) => (
        <g key={index} transform={`translate(${336 + index * 34} 170)`}>
          <rect width="26" height="34" rx="4" fill="var(--rrl-primary-strong)" />
          <rect x="6" y="7" width="14" height="4" rx="2" fill="var(--rrl-primary-foreground)" opacity="0.9" />
          <rect
            x="6"
            y="15"
            width="14"
            height="4"
            rx="2"
            fill="var(--rrl-primary-foreground)"
            opacity="0.6"
          />
          <rect
            x="6"
            y="23"
            width="14"
            height="4"
            rx="2"
            fill="var(--rrl-primary-foreground)"
            opacity="0.3"
          />
        </g>
      ))}
      {/* Reward curve rising under the cloud */}
      <path
        d="M312 300c30-4 40-30 70-34s44-22 80-40"
        stroke="var(--rrl-success)"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M312 306h150" stroke="var(--rrl-border)" strokeWidth="2" />
    </svg>
  );
}
