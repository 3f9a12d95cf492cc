import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from './text-field';
import { koreanMode } from '../../../../../.storybook/modes';

interface ChargeValues {
  price: number;
  name: string;
  message: string;
}

interface ChargeFormProps {
  onSubmit: (values: ChargeValues) => void;
}

/** The charge form's rules (docs/product.md#forms), written with react-hook-form's own validators to show `register()` at work. */
function ChargeForm({ onSubmit }: ChargeFormProps) {
  const { register, handleSubmit, formState } = useForm<ChargeValues>({
    defaultValues: { price: 10, name: '', message: '' },
  });
  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex max-w-md flex-col gap-4">
      <TextField
        label="Price"
        type="number"
        step={10}
        min={10}
        required
        fullWidth
        errorText={errors.price?.message}
        {...register('price', {
          valueAsNumber: true,
          required: 'Price is required',
          min: { value: 10, message: 'Minimum is $10' },
          validate: (price) => price % 10 === 0 || 'Must be in $10 increments',
        })}
      />
      <TextField
        label="Name"
        required
        fullWidth
        errorText={errors.name?.message}
        {...register('name', { required: 'Name is required' })}
      />
      <TextField label="Note" multiline rows={3} fullWidth {...register('message')} />
      <Button type="submit">Complete Purchase</Button>
    </form>
  );
}

const meta = {
  title: 'Components/Inputs/TextField/With react-hook-form',
  component: ChargeForm,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: { onSubmit: fn() },
} satisfies Meta<typeof ChargeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RegisterAndValidate: Story = {
  play: async ({ args, canvas }) => {
    const price = canvas.getByRole('spinbutton', { name: 'Price' });
    const name = canvas.getByRole('textbox', { name: 'Name' });

    await userEvent.clear(price);
    await userEvent.type(price, '25');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Purchase' }));

    // register()'s ref reached the real input: react-hook-form focuses the first invalid field.
    await waitFor(() => expect(price).toHaveFocus());
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveAccessibleDescription('Must be in $10 increments');
    await expect(name).toHaveAccessibleDescription('Name is required');
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(price);
    await userEvent.type(price, '30');
    await userEvent.type(name, 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), 'Invoice to the lab');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Purchase' }));

    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { price: 30, name: 'Ada', message: 'Invoice to the lab' },
        expect.anything(),
      ),
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(price).not.toHaveAttribute('aria-invalid');
  },
};
