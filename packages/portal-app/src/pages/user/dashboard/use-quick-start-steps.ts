import type { QuickStartCardStep } from '@remoterl/portal-ui';
import { quickStartSnippets, type QuickStartStepId } from '@remoterl/product';
import { useTranslation } from 'react-i18next';

/** Locale keys (under `account.dashboard.quickStart`) of each step's title and copy button. */
const STEP_TEXTS: Record<QuickStartStepId, { title: string; copy: string }> = {
  install: { title: 'install', copy: 'copyInstall' },
  register: { title: 'register', copy: 'copyRegister' },
  env: { title: 'env', copy: 'copyEnv' },
  trainer: { title: 'trainer', copy: 'copyTrainer' },
  simulator: { title: 'simulator', copy: 'copySimulator' },
};

/** The dashboard's Quick Start steps: @remoterl/product's snippets, worded in the active language. */
export function useQuickStartSteps(): QuickStartCardStep[] {
  const { t } = useTranslation();
  return quickStartSnippets().map(({ id, language }, index) => ({
    id,
    language,
    title: t(`account.dashboard.quickStart.${STEP_TEXTS[id].title}`),
    copyLabel: t(`account.dashboard.quickStart.${STEP_TEXTS[id].copy}`),
    // The card passes the key as shown (real, masked or placeholder); the snippet is rebuilt around it.
    code: (shownKey) => quickStartSnippets(shownKey)[index]?.code ?? '',
  }));
}
