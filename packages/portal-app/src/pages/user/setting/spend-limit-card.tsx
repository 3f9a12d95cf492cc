import { SPEND_LIMIT } from '@remoterl/product';
import { Gauge } from '@ccnets/design-system/icons';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../i18n/format-money';
import { SettingFieldCard } from './setting-field-card';
import type { SettingsRecord } from './use-settings';

/** Empty is "no limit"; otherwise whole dollars within the product's range, or undefined. */
export function parseSpendLimit(text: string): { monthlySpendLimit: number | null } | undefined {
  if (text.trim() === '') return { monthlySpendLimit: null };
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  const value = Number(text);
  return value >= SPEND_LIMIT.min && value <= SPEND_LIMIT.max ? { monthlySpendLimit: value } : undefined;
}

/**
 * The monthly spend limit (docs/decisions.md, "Spend limits"): once PREMIUM usage has cost this
 * much in a calendar month, sessions pause as when credit runs out.
 */
export function SpendLimitCard({ record }: { record: SettingsRecord }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <SettingFieldCard
      record={record}
      texts="userArea.spendLimit"
      icon={<Gauge />}
      show={(settings) => (settings.monthlySpendLimit === null ? '' : String(settings.monthlySpendLimit))}
      parse={parseSpendLimit}
      summary={(settings) =>
        settings.monthlySpendLimit === null
          ? t('userArea.spendLimit.none')
          : t('userArea.spendLimit.current', { limit: formatMoney(settings.monthlySpendLimit) })
      }
    />
  );
}
