import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge's default scales already take the design system's colours (its colours accept
 * any name: `text-ds-muted` is a colour, `text-sm` a size) and breakpoints (any t-shirt size).
 * Its radius, spacing and container scales take t-shirt sizes only, so `rounded-ds-md` would not
 * give way to a later `rounded-none`: those three learn the `ds-` names of the theme.
 */
const isDesignSystemName = (value: string) => value.startsWith('ds-');

const twMerge = extendTailwindMerge({
  extend: {
    theme: { radius: [isDesignSystemName], spacing: [isDesignSystemName], container: [isDesignSystemName] },
  },
});

/** Joins class names and lets later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
