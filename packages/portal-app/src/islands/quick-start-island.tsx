import { LocaleProvider, QuickStartSteps, toast, type QuickStartStepsProps } from '@ccnets/design-system';
import type { Language } from '../i18n/languages';

/** The quick start's section and steps, as plain data (the HTML serializes it). */
export interface QuickStartIslandProps {
  language: Language;
  tone?: QuickStartStepsProps['tone'];
  eyebrow: string;
  title: string;
  description: string;
  steps: { id: string; title: string; description: string; code: string; language: string }[];
  /** The toasts a copy raises. */
  copied: string;
  copyFailed: string;
}

/** The get-started page's quick start as an island: its copy buttons are its live part. */
export function QuickStartIsland({ language, copied, copyFailed, ...section }: QuickStartIslandProps) {
  return (
    <LocaleProvider locale={language}>
      <QuickStartSteps
        {...section}
        onCopy={() => toast.success(copied)}
        onCopyError={() => toast.error(copyFailed)}
      />
    </LocaleProvider>
  );
}
