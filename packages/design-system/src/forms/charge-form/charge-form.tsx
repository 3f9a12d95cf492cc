'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { useMemo, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { IconButton } from '../../components/icon-button';
import { TextField } from '../../components/text-field';
import { Tooltip } from '../../components/tooltip';
import { cn } from '../../lib/cn';
import {
  createChargeSchema,
  type ChargeFormInput,
  type ChargeFormMessages,
  type ChargeFormValues,
  type ChargePriceRule,
} from '../schemas';
import { useGuardedSubmit } from '../shared';

/** Every visible string of the charge form; replace any of them to translate. */
export interface ChargeFormLabels {
  price: string;
  /** The price tooltip. */
  priceHint: string;
  /** Accessible name of the button that shows the price tooltip. */
  priceHintTrigger: string;
  name: string;
  country: string;
  city: string;
  submit: string;
}

/** The spec's English wording. */
export const defaultChargeFormLabels: ChargeFormLabels = {
  price: 'Price',
  priceHint: 'Please enter an amount in increments of $10',
  priceHintTrigger: 'About the price',
  name: 'Name',
  country: 'Country',
  city: 'City',
  submit: 'Complete Purchase',
};

export interface ChargeFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  /**
   * Starts the checkout with `{ price, name, country, city }` (price a number, strings trimmed).
   * Resolve or navigate away on success; reject to stay on the form with the values kept.
   */
  onSubmit: (values: ChargeFormValues) => Promise<void> | void;
  /** The app's price rule (minimum, step, maximum); its messages should name the same amounts. */
  rule: ChargePriceRule;
  /** The price the field starts with, e.g. 20 for "Add 20$ Credits". Empty by default. */
  initialPrice?: number;
  /** Visible strings; the spec's English by default. */
  labels?: Partial<ChargeFormLabels>;
  /** Validation messages; the spec's English by default. */
  messages?: Partial<ChargeFormMessages>;
}

/** The pay-as-you-go checkout form: a price within the app's rule, and the buyer's name, country and city. */
export function ChargeForm({
  onSubmit,
  rule,
  initialPrice,
  labels: labelOverrides,
  messages,
  className,
  ...formProps
}: ChargeFormProps) {
  const labels = { ...defaultChargeFormLabels, ...labelOverrides };
  const messagesKey = JSON.stringify(messages ?? {});
  const schema = useMemo(
    () => createChargeSchema(rule, messages),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt only when the wording or the numbers change
    [messagesKey, rule.min, rule.step, rule.max],
  );
  const { register, handleSubmit, formState } = useForm<ChargeFormInput, unknown, ChargeFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      price: initialPrice === undefined ? '' : String(initialPrice),
      name: '',
      country: '',
      city: '',
    },
  });
  const { submit, pending } = useGuardedSubmit(onSubmit);
  const { errors } = formState;

  return (
    <form
      noValidate
      data-slot="charge-form"
      aria-busy={pending || undefined}
      className={cn('flex w-full flex-col gap-5', className)}
      onSubmit={handleSubmit(submit)}
      {...formProps}
    >
      {/* Text, not type="number": a number input changes its value under a mouse wheel or
          rounds it to the step (15 became 10), so the amount sent could differ from the one typed. */}
      <TextField
        label={labels.price}
        inputMode="numeric"
        autoComplete="off"
        required
        fullWidth
        errorText={errors.price?.message}
        endAdornment={
          <Tooltip content={labels.priceHint}>
            <IconButton label={labels.priceHintTrigger} icon={<Info />} size="sm" />
          </Tooltip>
        }
        {...register('price')}
      />
      <TextField
        label={labels.name}
        autoComplete="name"
        required
        fullWidth
        errorText={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={labels.country}
        autoComplete="country-name"
        required
        fullWidth
        errorText={errors.country?.message}
        {...register('country')}
      />
      <TextField
        label={labels.city}
        autoComplete="address-level2"
        required
        fullWidth
        errorText={errors.city?.message}
        {...register('city')}
      />
      <Button type="submit" loading={pending} fullWidth>
        {labels.submit}
      </Button>
    </form>
  );
}
