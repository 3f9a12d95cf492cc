import type { ReactNode } from 'react';
import { Switch, type SwitchProps } from '@ccnets/design-system';

export interface BlockSessionsSwitchLabels {
  label: string;
  /** What the switch does, under its label. */
  description: string;
}

export const defaultBlockSessionsSwitchLabels: BlockSessionsSwitchLabels = {
  label: 'Block new sessions',
  description:
    'New simulators and trainers are refused while this is on. Sessions already online keep running.',
};

export interface BlockSessionsSwitchProps extends Omit<
  SwitchProps,
  'label' | 'helperText' | 'errorText' | 'checked' | 'defaultChecked' | 'onCheckedChange'
> {
  /** Whether new sessions are refused now (as the server keeps it, or the change in flight). */
  blocked: boolean;
  /** Called with the new value when the user flips the switch. */
  onBlockedChange: (blocked: boolean) => void;
  /** The change is being saved: presses are ignored and the switch reports busy. */
  pending?: boolean;
  /** Why the last change failed, shown under the switch and announced. */
  error?: ReactNode;
  /** The switch's words, any subset; English by default (`defaultBlockSessionsSwitchLabels`). */
  labels?: Partial<BlockSessionsSwitchLabels>;
}

/** The live view's "Block new sessions" switch: labelled, with pending and error states. */
export function BlockSessionsSwitch({
  blocked,
  onBlockedChange,
  pending = false,
  error,
  labels: labelOverrides,
  ...rest
}: BlockSessionsSwitchProps) {
  const labels = { ...defaultBlockSessionsSwitchLabels, ...labelOverrides };
  return (
    <Switch
      data-slot="block-sessions-switch"
      label={labels.label}
      helperText={labels.description}
      errorText={error}
      checked={blocked}
      onCheckedChange={onBlockedChange}
      pending={pending}
      {...rest}
    />
  );
}
