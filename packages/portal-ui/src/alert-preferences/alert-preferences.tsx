'use client';

import { LanguageSwitch, Switch } from '@ccnets/design-system';
import { ALERT_KINDS, type AlertKind, type Settings } from '@remoterl/contract/user-area';

export interface AlertPreferencesLabels {
  /** Each kind's switch: its label and when it is sent. */
  kinds: Readonly<Record<AlertKind, { label: string; hint: string }>>;
  /** The alert language select's label. */
  language: string;
}

export const defaultAlertPreferencesLabels: AlertPreferencesLabels = {
  kinds: {
    spendLimit: {
      label: 'Spend limit',
      hint: "When this month's spend reaches 50, 80 and 100 % of your limit.",
    },
    lowCredit: { label: 'Low credit', hint: 'When your credit falls under your warning threshold.' },
    freeAllowance: {
      label: 'Free data',
      hint: 'When a BASIC account has used 80 and 100 % of its monthly data.',
    },
    sessionStopped: {
      label: 'Sessions stopped',
      hint: 'When sessions end with AUTH-004, out of data or at your limit (at most once a day).',
    },
  },
  language: 'Alert language',
};

export interface AlertPreferencesProps {
  /** Which alerts are e-mailed; undefined while loading (everything shows on, disabled). */
  alerts: Settings['alerts'] | undefined;
  /** The language alert e-mails are written in. */
  language: Settings['alertLanguage'] | undefined;
  /** The switch (or the language, `language`) whose save is under way. */
  pending?: AlertKind | 'language' | undefined;
  onAlertChange(kind: AlertKind, on: boolean): void;
  onLanguageChange(language: Settings['alertLanguage']): void;
  labels?: Partial<AlertPreferencesLabels>;
}

/**
 * Which alerts are e-mailed, and in which language (docs/decisions.md, "Alerts"): a switch per
 * kind and the language select. Saving is the page's; one change at a time.
 */
export function AlertPreferences({
  alerts,
  language,
  pending,
  onAlertChange,
  onLanguageChange,
  labels: labelOverrides,
}: AlertPreferencesProps) {
  const labels = { ...defaultAlertPreferencesLabels, ...labelOverrides };
  return (
    <div className="flex flex-col gap-4">
      {ALERT_KINDS.map((kind) => (
        <Switch
          key={kind}
          label={labels.kinds[kind].label}
          helperText={labels.kinds[kind].hint}
          checked={alerts?.[kind] ?? true}
          disabled={!alerts}
          pending={pending === kind}
          onCheckedChange={(checked) => {
            if (alerts && !pending) onAlertChange(kind, checked);
          }}
        />
      ))}
      <LanguageSwitch
        label={labels.language}
        showLabel
        value={language ?? 'en'}
        disabled={!language || pending !== undefined}
        onValueChange={(value) => {
          if (value === 'en' || value === 'ko') onLanguageChange(value);
        }}
      />
    </div>
  );
}
