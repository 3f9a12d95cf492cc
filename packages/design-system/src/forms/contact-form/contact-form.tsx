'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Dialog, DialogClose } from '../../components/dialog';
import { Link } from '../../components/link';
import { TextField } from '../../components/text-field';
import { cn } from '../../lib/cn';
import { renderAnchorLink, type RenderLink } from '../../components/render-link';
import {
  createContactSchema,
  type ContactFormInput,
  type ContactFormMessages,
  type ContactFormValues,
} from '../schemas';
import { errorText, interpolateSlots, useGuardedSubmit } from '../shared';
import {
  defaultContactFormLabels,
  type ContactFormLabels,
  type ContactPolicyHrefs,
} from './contact-form-labels';

const emptyValues: ContactFormInput = { fullName: '', email: '', message: '' };

export interface ContactFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  /** Sends the message. Resolve when it is sent; reject to show an inline error and keep the values. */
  onSubmit: (values: ContactFormValues) => Promise<void> | void;
  /** Targets of the Privacy, Data and Cookie Policy links in the consent sentence. */
  policyHrefs: ContactPolicyHrefs;
  /** Renders the policy links, e.g. with the app's router; a plain `<a>` by default. */
  renderLink?: RenderLink;
  /** Visible strings; English defaults. */
  labels?: Partial<ContactFormLabels>;
  /** Validation messages; English by default. */
  messages?: Partial<ContactFormMessages>;
  /** The failure text, or a function choosing it from the error (e.g. "try again shortly" on HTTP 429). */
  errorMessage?: ReactNode | ((error: unknown) => ReactNode);
  /** Values the form starts with and returns to after a successful send. */
  defaultValues?: Partial<ContactFormInput>;
}

/**
 * The contact e-mail form: full name, e-mail and message, validated once a field is touched,
 * with the "Email Sent" dialog on success and an inline error that keeps the values on failure.
 */
export function ContactForm({
  onSubmit,
  policyHrefs,
  renderLink = renderAnchorLink,
  labels: labelOverrides,
  messages,
  errorMessage,
  defaultValues,
  className,
  ...formProps
}: ContactFormProps) {
  const labels = { ...defaultContactFormLabels, ...labelOverrides };
  const messagesKey = JSON.stringify(messages ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt only when the wording changes
  const schema = useMemo(() => createContactSchema(messages), [messagesKey]);
  const initialValues = { ...emptyValues, ...defaultValues };
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const { register, handleSubmit, reset, setFocus, formState } = form;
  const [sent, setSent] = useState(false);
  const { submit, pending, error, clearError } = useGuardedSubmit(onSubmit, () => setSent(true));

  const closeSuccessDialog = () => {
    setSent(false);
    clearError();
    reset(initialValues);
  };

  const failure =
    error === null
      ? null
      : typeof errorMessage === 'function'
        ? errorMessage(error)
        : (errorMessage ?? errorText(error) ?? labels.failureFallback);

  const policyLink = (href: string, label: string) => (
    <Link asChild variant="inline">
      {renderLink({ href, children: label })}
    </Link>
  );

  return (
    <>
      <form
        noValidate
        data-slot="contact-form"
        aria-busy={pending || undefined}
        className={cn('flex w-full flex-col gap-5', className)}
        onSubmit={handleSubmit(submit)}
        {...formProps}
      >
        <TextField
          label={labels.fullName}
          placeholder={labels.fullNamePlaceholder}
          autoComplete="name"
          required
          fullWidth
          errorText={formState.errors.fullName?.message}
          {...register('fullName')}
        />
        <TextField
          label={labels.email}
          placeholder={labels.emailPlaceholder}
          type="email"
          autoComplete="email"
          required
          fullWidth
          errorText={formState.errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={labels.message}
          placeholder={labels.messagePlaceholder}
          multiline
          rows={4}
          required
          fullWidth
          errorText={formState.errors.message?.message}
          {...register('message')}
        />
        {failure === null ? null : (
          <Alert variant="error" title={labels.failureTitle}>
            {failure}
          </Alert>
        )}
        <p data-slot="contact-form-consent" className="text-sm text-ds-muted">
          {interpolateSlots(labels.consent, {
            privacy: policyLink(policyHrefs.privacy, labels.privacyPolicy),
            data: policyLink(policyHrefs.data, labels.dataPolicy),
            cookie: policyLink(policyHrefs.cookie, labels.cookiePolicy),
          })}
        </p>
        <Button type="submit" loading={pending} className="self-start">
          {pending ? labels.sending : labels.submit}
        </Button>
      </form>
      <Dialog
        open={sent}
        onOpenChange={(open) => {
          if (!open) closeSuccessDialog();
        }}
        title={labels.successTitle}
        description={labels.successMessage}
        // The footer's Close is the dialog's one close button (docs/product.md#forms); Escape also closes.
        hideCloseButton
        size="sm"
        // The submit button was disabled while sending, so focus goes back to the first field.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          setFocus('fullName');
        }}
        footer={
          <DialogClose asChild>
            <Button>{labels.successClose}</Button>
          </DialogClose>
        }
      />
    </>
  );
}
