import { KeyRound } from 'lucide-react';
import { CopyField } from '@ccnets/design-system';
import { DashboardCard, type DashboardCardProps } from '../dashboard/dashboard-card';

export interface ApiKeyCardLabels {
  title: string;
  description: string;
  /** Label of the read-only field. */
  field: string;
  /** Shown in place of the key when the account has none. */
  empty: string;
  reveal: string;
  copy: string;
  /** Shown after a copy; built in by default. */
  copied?: string;
}

export const defaultApiKeyCardLabels: ApiKeyCardLabels = {
  title: 'API Key',
  description: 'Pass it to remoterl.init() in your Python code. Keep it secret.',
  field: 'Your API key',
  empty: 'No API Key found',
  reveal: 'Show API key',
  copy: 'Copy API key',
};

export interface ApiKeyCardProps extends Omit<DashboardCardProps, 'title' | 'children' | 'onCopy'> {
  /** The user's key; held in memory only. Empty or missing shows "No API Key found". */
  apiKey?: string | null;
  /** Whether the key is shown (controlled), e.g. shared with the Quick Start card. */
  revealed?: boolean;
  /** Called when the reveal toggle is pressed, with the new state. */
  onRevealedChange?: (revealed: boolean) => void;
  /** Called with the exact key once it is on the clipboard (e.g. to show "Copied to clipboard!"). */
  onCopy?: (text: string) => void;
  /** Called when the clipboard refused the key. */
  onCopyError?: (error: unknown) => void;
  /** Visible strings; English defaults. */
  labels?: Partial<ApiKeyCardLabels>;
}

/**
 * The dashboard's API key: masked until the user reveals it (the key is not in the page at
 * all until then), with a copy button that always copies the real key.
 */
export function ApiKeyCard({
  apiKey,
  revealed,
  onRevealedChange,
  onCopy,
  onCopyError,
  labels: labelOverrides,
  ...frame
}: ApiKeyCardProps) {
  const labels = { ...defaultApiKeyCardLabels, ...labelOverrides };
  return (
    <DashboardCard title={labels.title} description={labels.description} icon={<KeyRound />} {...frame}>
      <CopyField
        label={labels.field}
        value={apiKey}
        emptyText={labels.empty}
        masked
        revealed={revealed}
        onRevealedChange={onRevealedChange}
        revealLabel={labels.reveal}
        copyLabel={labels.copy}
        copiedLabel={labels.copied}
        onCopy={onCopy}
        onCopyError={onCopyError}
      />
    </DashboardCard>
  );
}
