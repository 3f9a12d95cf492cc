'use client';

import { Moon, Sun } from '../../icons';
import type { MouseEvent } from 'react';
import { useUiMessages } from '../../locale';
import { useThemeMode } from '../../theme/theme-provider';
import { IconButton, type IconButtonProps } from '../icon-button/icon-button';

export interface ThemeToggleProps extends Omit<IconButtonProps, 'label' | 'icon'> {
  /** Accessible name while the light theme is on; built in by default. */
  switchToDarkLabel?: string;
  /** Accessible name while the dark theme is on; built in by default. */
  switchToLightLabel?: string;
}

/**
 * Switches between the light and dark theme through the surrounding `ThemeProvider`.
 *
 * The accessible name says what the button will do ("Switch to dark theme"), so it carries
 * the state by itself; `aria-pressed` is left off on purpose, because a pressed state on a
 * button whose name also changes is announced as a contradiction ("Switch to light theme,
 * pressed"). The current mode is exposed as `data-mode` for styling and tests.
 */
export function ThemeToggle({ switchToDarkLabel, switchToLightLabel, onClick, ...rest }: ThemeToggleProps) {
  const { mode, toggleMode } = useThemeMode();
  const messages = useUiMessages();
  const isDark = mode === 'dark';

  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) toggleMode();
  };

  return (
    <IconButton
      data-slot="theme-toggle"
      data-mode={mode}
      label={
        isDark ? (switchToLightLabel ?? messages.switchToLight) : (switchToDarkLabel ?? messages.switchToDark)
      }
      icon={isDark ? <Sun /> : <Moon />}
      onClick={toggle}
      {...rest}
    />
  );
}
