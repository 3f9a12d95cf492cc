import { LOW_CREDIT_THRESHOLD } from '@remoterl/product';
import { BellRing } from '@ccnets/design-system/icons';
import { SettingFieldCard } from './setting-field-card';
import type { SettingsRecord } from './use-settings';

/** Whole dollars within the product's range, or undefined. */
function parseThreshold(text: string): number | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  const value = Number(text);
  return value >= LOW_CREDIT_THRESHOLD.min && value <= LOW_CREDIT_THRESHOLD.max ? value : undefined;
}

/** The low-credit threshold (default $5), kept on the server. */
export function CreditThresholdCard({ record }: { record: SettingsRecord }) {
  return (
    <SettingFieldCard
      record={record}
      texts="userArea.creditThreshold"
      icon={<BellRing />}
      show={(settings) => String(settings.lowCreditThreshold)}
      parse={(text) => {
        const value = parseThreshold(text);
        return value === undefined ? undefined : { lowCreditThreshold: value };
      }}
    />
  );
}
