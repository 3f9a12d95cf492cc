import { createElement, type ComponentProps } from 'react';

type IconElement = readonly [tag: string, attributes: Readonly<Record<string, string>>];

export interface IconProps extends Omit<ComponentProps<'svg'>, 'children'> {
  /** Width and height, in pixels or any CSS length (24 by default; classes such as `size-4` win). */
  size?: number | string;
}

/** A component the package draws an icon with; the same shape as a lucide-react icon. */
export type IconComponent = ((props: IconProps) => React.JSX.Element) & { displayName?: string };

/**
 * Makes an icon component from its SVG elements (24×24, stroked in the current text colour).
 * It renders on the server and sends no JavaScript. Decorative unless given an accessible name
 * (`aria-label`, `aria-labelledby` or a `role`), so assistive technology skips it by default.
 */
export function createIcon(name: string, elements: readonly IconElement[]): IconComponent {
  function Icon({ size = 24, strokeWidth = 2, className, ...rest }: IconProps) {
    const named = 'aria-label' in rest || 'aria-labelledby' in rest || 'role' in rest;
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={named ? undefined : true}
        data-icon={name}
        className={className}
        {...rest}
      >
        {elements.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
