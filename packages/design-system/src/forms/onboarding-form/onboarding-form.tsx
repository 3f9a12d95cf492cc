'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type ComponentProps } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { Link } from '../../components/link';
import { TextField } from '../../components/text-field';
import { cn } from '../../lib/cn';
import { renderAnchorLink, type RenderLink } from '../../components/render-link';
import {
  createOnboardingSchema,
  type OnboardingFormInput,
  type OnboardingFormMessages,
  type OnboardingFormValues,
} from '../schemas';
import { interpolateSlots, useGuardedSubmit } from '../shared';

/** Every visible string of the onboarding form; replace any of them to translate. */
export interface OnboardingFormLabels {
  title: string;
  tagline: string;
  email: string;
  name: string;
  namePlaceholder: string;
  /** The terms sentence; `{terms}` and `{privacy}` become the two links. */
  acceptTerms: string;
  termsOfService: string;
  privacyPolicy: string;
  submit: string;
}

// Cites docs/product.md#sign-in.
/** The English wording. */
export const defaultOnboardingFormLabels: OnboardingFormLabels = {
  title: 'Create Your Account',
  tagline: 'Built to empower teams with effortless remote reinforcement learning',
  email: 'Email',
  name: 'Name',
  namePlaceholder: 'Enter your name',
  acceptTerms: 'I accept the {terms} and {privacy}',
  termsOfService: 'terms of service',
  privacyPolicy: 'privacy policy',
  submit: 'Login',
};

export interface OnboardingFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  /** The e-mail of the Google account being signed up; shown read-only. */
  email: string;
  /**
   * Completes the sign-up with the trimmed name. Resolve on success; reject to stay on the form
   * with the name kept (the app reports the failure, e.g. with a toast).
   */
  onSubmit: (values: OnboardingFormValues) => Promise<void> | void;
  /** Target of the "terms of service" link. */
  termsHref: string;
  /** Target of the "privacy policy" link. */
  privacyHref: string;
  /** Renders both links, e.g. with the app's router; a plain `<a>` by default. */
  renderLink?: RenderLink;
  /** The name the field starts with, e.g. the Google display name. */
  defaultName?: string;
  /** Visible strings; English by default. */
  labels?: Partial<OnboardingFormLabels>;
  /** Validation messages; English by default. */
  messages?: Partial<OnboardingFormMessages>;
  /** Level of the "Create Your Account" heading. */
  headingLevel?: 1 | 2 | 3;
}

/** Sign-up completion: the read-only e-mail, a name, and the terms to accept. */
export function OnboardingForm({
  email,
  onSubmit,
  termsHref,
  privacyHref,
  renderLink = renderAnchorLink,
  defaultName = '',
  labels: labelOverrides,
  messages,
  headingLevel = 1,
  className,
  ...formProps
}: OnboardingFormProps) {
  const labels = { ...defaultOnboardingFormLabels, ...labelOverrides };
  const messagesKey = JSON.stringify(messages ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt only when the wording changes
  const schema = useMemo(() => createOnboardingSchema(messages), [messagesKey]);
  const { register, control, handleSubmit, formState } = useForm<
    OnboardingFormInput,
    unknown,
    OnboardingFormValues
  >({
    resolver: zodResolver(schema),
    // Errors first appear on submit, all at once, then follow each change. Checking on blur
    // inserted "Name is required" above the button between mouse down and up, so the click
    // that left the field missed the button and the terms error never showed.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: defaultName, acceptTerms: false },
  });
  const { submit, pending } = useGuardedSubmit(onSubmit);
  const Heading = `h${headingLevel}` as const;

  const termsLink = (href: string, label: string) => (
    <Link asChild variant="inline">
      {renderLink({ href, children: label })}
    </Link>
  );

  return (
    <form
      noValidate
      data-slot="onboarding-form"
      aria-busy={pending || undefined}
      className={cn('flex w-full flex-col gap-5', className)}
      onSubmit={handleSubmit(submit)}
      {...formProps}
    >
      <header className="flex flex-col gap-2 text-center">
        <Heading className="text-2xl font-semibold text-ds-foreground">{labels.title}</Heading>
        <p className="text-ds-muted">{labels.tagline}</p>
      </header>
      <TextField label={labels.email} type="email" value={email} disabled fullWidth />
      <TextField
        label={labels.name}
        placeholder={labels.namePlaceholder}
        autoComplete="name"
        required
        fullWidth
        errorText={formState.errors.name?.message}
        {...register('name')}
      />
      <Controller
        control={control}
        name="acceptTerms"
        render={({ field, fieldState }) => (
          <Checkbox
            name={field.name}
            ref={field.ref}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            required
            errorText={fieldState.error?.message}
            label={interpolateSlots(labels.acceptTerms, {
              terms: termsLink(termsHref, labels.termsOfService),
              privacy: termsLink(privacyHref, labels.privacyPolicy),
            })}
          />
        )}
      />
      <Button type="submit" loading={pending} fullWidth>
        {labels.submit}
      </Button>
    </form>
  );
}
