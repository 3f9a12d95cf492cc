'use client';

import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { createContext, useContext, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useProvidedLang } from '../../locale/locale-provider';

/** Delay before a tooltip opens on hover, in milliseconds (focus opens it at once). */
export const TOOLTIP_DEFAULT_DELAY_MS = 300;

const ProviderPresent = createContext(false);

export interface TooltipProviderProps extends ComponentProps<typeof TooltipPrimitive.Provider> {
  /** Milliseconds a pointer rests on a trigger before its tooltip opens: 300 here, where Radix waits 700. Focus opens it at once. */
  delayDuration?: number;
}

/**
 * Shares hover delays between tooltips, so moving from one trigger to the next opens the next
 * tooltip without waiting again. Mount it once near the app root.
 */
export function TooltipProvider({ delayDuration = TOOLTIP_DEFAULT_DELAY_MS, ...rest }: TooltipProviderProps) {
  return (
    <ProviderPresent.Provider value={true}>
      <TooltipPrimitive.Provider delayDuration={delayDuration} {...rest} />
    </ProviderPresent.Provider>
  );
}

export interface TooltipProps extends Omit<ComponentProps<typeof TooltipPrimitive.Root>, 'children'> {
  /** What the tooltip says. Keep it short; it is read as the trigger's description. */
  content: ReactNode;
  /** The trigger: one focusable element (a button or link), so keyboard users can open it too. */
  children: ReactElement;
  /** Which side of the trigger the tooltip prefers. */
  side?: ComponentProps<typeof TooltipPrimitive.Content>['side'];
  /** Alignment along that side. */
  align?: ComponentProps<typeof TooltipPrimitive.Content>['align'];
  /** Distance from the trigger in pixels. */
  sideOffset?: number;
  /** Extra classes for the tooltip bubble. */
  className?: string;
}

/**
 * A short hint shown while its trigger is hovered or focused; Escape closes it. Works with or
 * without a `TooltipProvider` above it (without one it gets its own, with the default delay).
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  sideOffset = 6,
  className,
  ...rootProps
}: TooltipProps) {
  const hasProvider = useContext(ProviderPresent);
  const lang = useProvidedLang();
  const tooltip = (
    <TooltipPrimitive.Root {...rootProps}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          data-slot="tooltip"
          lang={lang}
          side={side}
          align={align}
          sideOffset={sideOffset}
          collisionPadding={8}
          className={cn(
            'z-50 max-w-xs rounded-ds-button bg-ds-foreground px-3 py-1.5 text-sm leading-5 text-ds-background shadow-ds-elevated',
            className,
          )}
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-ds-foreground" width={10} height={5} />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  return hasProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
