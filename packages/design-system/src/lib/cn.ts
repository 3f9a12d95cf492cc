import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge only knows Tailwind's default scales; it has to be told about the
 * design tokens, or `text-ds-muted` and `text-sm` would be treated as the same group and
 * one of them silently dropped.
 */
const mergeClasses = extendTailwindMerge({
  extend: {
    theme: {
      color: [
        'background',
        'surface',
        'surface-raised',
        'foreground',
        'muted',
        'border',
        'primary',
        'primary-strong',
        'primary-hover',
        'primary-foreground',
        'secondary',
        'secondary-foreground',
        'alternate',
        'alternate-foreground',
        'danger',
        'danger-strong',
        'success',
        'warning',
        'info',
        'focus',
      ],
      breakpoint: ['xs', 'sm', 'md', 'lg', 'xl'],
    },
  },
});

/** Joins class names and lets later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
