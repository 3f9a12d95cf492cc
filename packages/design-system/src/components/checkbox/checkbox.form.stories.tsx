import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Link } from '../link/link';
import { Checkbox } from './checkbox';

interface TermsValues {
  acceptTerms: boolean;
}

interface TermsFormProps {
  onSubmit: (values: TermsValues) => void;
}

/** The onboarding consent box wired through react-hook-form's `Controller`. */
function TermsForm({ onSubmit }: TermsFormProps) {
  const { control, handleSubmit } = useForm<TermsValues>({ defaultValues: { acceptTerms: false } });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex max-w-md flex-col gap-4">
      <Controller
        name="acceptTerms"
        control={control}
        rules={{ validate: (accepted) => accepted || 'You must accept the terms.' }}
        render={({ field, fieldState }) => (
          <Checkbox
            name={field.name}
            ref={field.ref}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            errorText={fieldState.error?.message}
            label={
              <>
                I accept the <Link href="#terms-of-service">terms of service</Link> and{' '}
                <Link href="#privacy-policy">privacy policy</Link>
              </>
            }
          />
        )}
      />
      <Button type="submit">Login</Button>
    </form>
  );
}

const meta = {
  title: 'Components/Inputs/Checkbox/With react-hook-form',
  component: TermsForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof TermsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Clicks a link the way a browser does and reports the fragment it went to. user-event replays
 * label activation by itself and ignores the HTML rule that a click on a link inside a label does
 * not activate the control, so the link gets a native click. The navigation is kept in this
 * document (the Vitest tester page has `<base target="_parent">`), recorded and cancelled.
 */
function followLinkNatively(link: HTMLElement): string | undefined {
  let destination: string | undefined;
  const recordAndCancel = (event: NavigateEvent) => {
    destination = new URL(event.destination.url).hash;
    event.preventDefault();
  };
  window.navigation.addEventListener('navigate', recordAndCancel);
  link.setAttribute('target', '_self');
  link.click();
  link.removeAttribute('target');
  window.navigation.removeEventListener('navigate', recordAndCancel);
  return destination;
}

export const ControllerAndValidate: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', {
      name: 'I accept the terms of service and privacy policy',
    });
    const submit = canvas.getByRole('button', { name: 'Login' });

    await userEvent.click(submit);
    // field.ref reached the Radix button: react-hook-form moves focus to the invalid box.
    await waitFor(() => expect(checkbox).toHaveFocus());
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('You must accept the terms.');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await expect(followLinkNatively(canvas.getByRole('link', { name: 'privacy policy' }))).toBe(
      '#privacy-policy',
    );
    await expect(checkbox).not.toBeChecked();

    await userEvent.click(checkbox);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ acceptTerms: true }, expect.anything()));
  },
};
