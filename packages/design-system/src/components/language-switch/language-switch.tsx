'use client';

import { ChevronDown, Globe } from '../../icons';
import { useId, type ChangeEvent, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useUiMessages } from '../../locale';

/** One choice in the language switch. */
export interface LanguageOption {
  /** The value handed to `onValueChange` (for example an i18next language code). */
  value: string;
  /** The language's name written in that language ("English", "한국어"). */
  label: string;
  /** BCP 47 tag of the label, so screen readers pronounce and fonts render it correctly. */
  lang: string;
}

export const DEFAULT_LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ko', label: '한국어', lang: 'ko' },
];

type NativeSelectProps = Omit<
  ComponentProps<'select'>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'multiple'
>;

export interface LanguageSwitchProps extends NativeSelectProps {
  /** The current language's value (controlled). */
  value: string;
  /** Called with the chosen option's value, when it is not the current `value`. */
  onValueChange: (value: string) => void;
  /** Accessible name of the control (built in by default); shown beside it when `showLabel` is set. */
  label?: string;
  /** The available languages; English and Korean by default. */
  options?: readonly LanguageOption[];
  /** Show the label text instead of keeping it for assistive technology only. */
  showLabel?: boolean;
  /** Class names for the outer wrapper (className styles the select itself). */
  wrapperClassName?: string;
}

/**
 * Chooses the interface language. A native select: keyboard operable everywhere, with
 * the platform's own picker on touch screens, and no portal to manage inside the drawer.
 */
export function LanguageSwitch({
  value,
  onValueChange,
  label: labelProp,
  options = DEFAULT_LANGUAGE_OPTIONS,
  showLabel = false,
  id,
  className,
  wrapperClassName,
  ...rest
}: LanguageSwitchProps) {
  const messages = useUiMessages();
  const label = labelProp ?? messages.language;
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const selected = options.find((option) => option.value === value);

  return (
    <div data-slot="language-switch" className={cn('inline-flex items-center gap-2', wrapperClassName)}>
      <label htmlFor={selectId} className={cn('text-sm font-medium', !showLabel && 'sr-only')}>
        {label}
      </label>
      {/*
       * The frame (border, radius, focus ring) is drawn by this wrapper, not by the native
       * select: Chromium paints a select's own rounded corners with varying anti-aliasing,
       * which made pixel-exact screenshots flaky.
       */}
      <div
        data-slot="language-switch-frame"
        className={cn(
          'relative inline-flex h-10 items-center rounded-ds-button border border-ds-control-border bg-ds-background text-ds-foreground',
          'hover:border-ds-muted has-[select:disabled]:opacity-50',
          'has-[select:focus-visible]:outline-2 has-[select:focus-visible]:outline-offset-2 has-[select:focus-visible]:outline-ds-focus',
        )}
      >
        <Globe aria-hidden="true" className="pointer-events-none absolute left-2.5 size-4 text-ds-muted" />
        <select
          id={selectId}
          value={value}
          lang={selected?.lang}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => {
            // A change to the current value is no choice: hydrating a server-rendered switch
            // puts a choice made meanwhile back to `value` before React hands the change on.
            if (event.target.value !== value) onValueChange(event.target.value);
          }}
          className={cn(
            // A steady width: the bar does not shift when the shown language changes.
            'h-full min-w-34 cursor-pointer appearance-none border-0 bg-transparent py-1 pr-8 pl-8 text-sm text-ds-foreground',
            // The wrapper shows the focus ring.
            'outline-none disabled:cursor-not-allowed',
            className,
          )}
          {...rest}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute right-2.5 size-4 text-ds-muted"
        />
      </div>
    </div>
  );
}
