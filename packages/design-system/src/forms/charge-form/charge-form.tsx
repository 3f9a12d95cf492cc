'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from '../../icons';
import { useEffect, useId, useMemo, type ComponentProps, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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
  /** Accessible name of the group of quick amounts. */
  quickAmounts: string;
  /** The limits, shown under the price (the tooltip keeps `priceHint`), e.g. "From $10 to $10,000, in $10 steps". */
  priceLimits?: string;
  /** A line under the submit button, e.g. where it leads ("You continue to PayPal to pay."). */
  submitNote?: string;
}

// Cites docs/product.md#forms.
/** The English wording. */
export const defaultChargeFormLabels: ChargeFormLabels = {
  price: 'Price',
  priceHint: 'Please enter an amount in increments of $10',
  priceHintTrigger: 'About the price',
  name: 'Name',
  country: 'Country',
  city: 'City',
  submit: 'Complete Purchase',
  quickAmounts: 'Quick amounts',
};

/** What the buyer fields may start with: the account's name, the details of the last purchase. */
export interface ChargeFormBuyer {
  name?: string;
  country?: string;
  city?: string;
}

const wholeDollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

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
  /** Visible strings; English by default. */
  labels?: Partial<ChargeFormLabels>;
  /** Validation messages; English by default. */
  messages?: Partial<ChargeFormMessages>;
  /**
   * Starting values of name, country and city. They may arrive after the form (a fetch): each
   * fills its field as long as the buyer has not typed in it.
   */
  defaultBuyer?: ChargeFormBuyer;
  /** Amounts offered as one-click buttons that fill the price, e.g. `[10, 20, 50, 100]`. */
  quickAmounts?: readonly number[];
  /** How an amount reads on its button; whole dollars ("$20") by default. */
  formatAmount?: (amount: number) => string;
  /**
   * What the typed price gets the buyer, announced politely as it changes (e.g. "Buys 20 GB");
   * receives the price when it is a number the rule accepts, else undefined.
   */
  renderPricePreview?: (price: number | undefined) => ReactNode;
}

/** The pay-as-you-go checkout form: a price within the app's rule, and the buyer's name, country and city. */
export function ChargeForm({
  onSubmit,
  rule,
  initialPrice,
  labels: labelOverrides,
  messages,
  defaultBuyer,
  quickAmounts,
  formatAmount = wholeDollars,
  renderPricePreview,
  className,
  ...formProps
}: ChargeFormProps) {
  const labels = { ...defaultChargeFormLabels, ...labelOverrides };
  const messagesKey = JSON.stringify(messages ?? {});
  const schema = useMemo(
    () => createChargeSchema(rule, messages),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt only when the rule or the wording changes
    [messagesKey, rule.min, rule.step, rule.max],
  );
  const { register, handleSubmit, formState, setValue, getFieldState, control } = useForm<
    ChargeFormInput,
    unknown,
    ChargeFormValues
  >({
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
  const noteId = useId();
  const typedPrice = useWatch({ control, name: 'price' });
  const parsedPrice = schema.shape.price.safeParse(typedPrice);
  const chargeablePrice = parsedPrice.success ? parsedPrice.data : undefined;

  const { name: buyerName, country: buyerCountry, city: buyerCity } = defaultBuyer ?? {};
  useEffect(() => {
    const starting = { name: buyerName, country: buyerCountry, city: buyerCity };
    for (const field of ['name', 'country', 'city'] as const) {
      const value = starting[field];
      if (value && !getFieldState(field).isDirty) setValue(field, value);
    }
  }, [buyerName, buyerCountry, buyerCity, getFieldState, setValue]);

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
        helperText={labels.priceLimits}
        {...register('price')}
      />
      {quickAmounts && quickAmounts.length > 0 ? (
        <div role="group" aria-label={labels.quickAmounts} className="-mt-2 flex flex-wrap gap-2">
          {quickAmounts.map((amount) => (
            <Button
              key={amount}
              type="button"
              size="sm"
              variant={chargeablePrice === amount ? 'primary' : 'outlined'}
              aria-pressed={chargeablePrice === amount}
              onClick={() => setValue('price', String(amount), { shouldDirty: true, shouldValidate: true })}
            >
              {formatAmount(amount)}
            </Button>
          ))}
        </div>
      ) : null}
      {renderPricePreview ? (
        <p aria-live="polite" data-slot="price-preview" className="-mt-2 text-sm text-ds-muted">
          {renderPricePreview(chargeablePrice)}
        </p>
      ) : null}
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
      <div className="flex flex-col gap-2">
        <Button
          type="submit"
          loading={pending}
          fullWidth
          aria-describedby={labels.submitNote ? noteId : undefined}
        >
          {labels.submit}
        </Button>
        {labels.submitNote ? (
          <p id={noteId} className="text-center text-sm text-ds-muted">
            {labels.submitNote}
          </p>
        ) : null}
      </div>
    </form>
  );
}
