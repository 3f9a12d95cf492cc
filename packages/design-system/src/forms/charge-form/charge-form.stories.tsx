import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, type within } from 'storybook/test';
import { useState } from 'react';
import { ChargeForm, type ChargeFormBuyer } from './charge-form';
import { koreanMode } from '../../../../../.storybook/modes';

type Canvas = ReturnType<typeof within>;

const meta = {
  title: 'Forms/Charge form',
  component: ChargeForm,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  // The product's rule lives in the app; stories pass the same numbers the English messages name.
  args: { onSubmit: fn(async () => {}), rule: { min: 10, step: 10, max: 10_000 } },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChargeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

function fields(canvas: Canvas) {
  return {
    price: canvas.getByRole('textbox', { name: 'Price' }),
    name: canvas.getByRole('textbox', { name: 'Name' }),
    country: canvas.getByRole('textbox', { name: 'Country' }),
    city: canvas.getByRole('textbox', { name: 'City' }),
    submit: canvas.getByRole('button', { name: 'Complete Purchase' }),
  };
}

async function fillBuyer(canvas: Canvas) {
  const { name, country, city } = fields(canvas);
  await userEvent.type(name, '  Ada Lovelace ');
  await userEvent.type(country, ' South Korea');
  await userEvent.type(city, 'Busan  ');
}

export const Playground: Story = {
  args: { initialPrice: 20 },
  play: async ({ canvas }) => {
    const { price } = fields(canvas);
    await expect(price).toHaveValue('20');
    // Text with a numeric keyboard: no wheel or step rounding can change what was typed.
    await expect(price).toHaveAttribute('inputmode', 'numeric');
    await expect(price).not.toHaveAttribute('type', 'number');
    await expect(canvas.getByRole('button', { name: 'Complete Purchase' })).toHaveAttribute('type', 'submit');
  },
};

export const SubmitEmpty: Story = {
  play: async ({ canvas, args }) => {
    const { price, name, country, city, submit } = fields(canvas);
    await userEvent.click(submit);
    await waitFor(() => expect(price).toHaveAccessibleDescription('Price is required'));
    await expect(name).toHaveAccessibleDescription('Name is required');
    await expect(country).toHaveAccessibleDescription('Country is required');
    await expect(city).toHaveAccessibleDescription('City is required');
    await expect(price).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TouchAndBlur: Story = {
  play: async ({ canvas, args }) => {
    const { price, name, country, city } = fields(canvas);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(price, '5');
    await userEvent.tab();
    await waitFor(() => expect(price).toHaveAccessibleDescription('Minimum is $10'));
    // Once touched, the message follows each keystroke.
    await userEvent.clear(price);
    await userEvent.type(price, '25');
    await waitFor(() => expect(price).toHaveAccessibleDescription('Must be in $10 increments'));
    await userEvent.clear(price);
    await userEvent.type(price, '100000000');
    await waitFor(() => expect(price).toHaveAccessibleDescription('Maximum is $10,000'));
    await userEvent.clear(price);
    await userEvent.type(price, 'ten');
    await waitFor(() => expect(price).toHaveAccessibleDescription('Enter the amount in whole dollars'));
    await userEvent.clear(price);
    await waitFor(() => expect(price).toHaveAccessibleDescription('Price is required'));
    for (const [field, message] of [
      [name, 'Name is required'],
      [country, 'Country is required'],
      [city, 'City is required'],
    ] as const) {
      await userEvent.click(field);
      await userEvent.type(field, '  ');
      await userEvent.tab();
      await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Refuses15Accepts20: Story = {
  play: async ({ canvas, args }) => {
    const { price, submit } = fields(canvas);
    await fillBuyer(canvas);
    await userEvent.type(price, '15');
    await userEvent.click(submit);
    await waitFor(() => expect(price).toHaveAccessibleDescription('Must be in $10 increments'));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(price);
    await userEvent.type(price, '20');
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      price: 20,
      name: 'Ada Lovelace',
      country: 'South Korea',
      city: 'Busan',
    });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

const buysGb = (price: number | undefined) =>
  price === undefined ? 'Enter an amount to see the data it buys.' : `Buys ${price} GB of data.`;

export const QuickAmountsPreviewAndBuyer: Story = {
  args: {
    quickAmounts: [10, 20, 50, 100],
    renderPricePreview: buysGb,
    defaultBuyer: { name: 'Ada Lovelace', country: 'South Korea', city: 'Busan' },
    labels: {
      priceLimits: 'From $10 to $10,000, in $10 steps',
      submitNote: 'You continue to PayPal to pay.',
    },
  },
  play: async ({ canvas, args }) => {
    const { price, name, city, submit } = fields(canvas);
    // The limits are on the page, not only in the tooltip; the button says where it leads.
    await expect(price).toHaveAccessibleDescription('From $10 to $10,000, in $10 steps');
    await expect(submit).toHaveAccessibleDescription('You continue to PayPal to pay.');
    await waitFor(() => expect(name).toHaveValue('Ada Lovelace'));
    await expect(city).toHaveValue('Busan');
    await expect(canvas.getByText('Enter an amount to see the data it buys.')).toBeVisible();

    const fifty = canvas.getByRole('button', { name: '$50' });
    await userEvent.click(fifty);
    await expect(price).toHaveValue('50');
    await expect(fifty).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Buys 50 GB of data.')).toBeVisible();

    // "$20" as people write it is 20.
    await userEvent.clear(price);
    await userEvent.type(price, '$20');
    await expect(canvas.getByText('Buys 20 GB of data.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '$20' })).toHaveAttribute('aria-pressed', 'true');
    await expect(fifty).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        price: 20,
        name: 'Ada Lovelace',
        country: 'South Korea',
        city: 'Busan',
      }),
    );
  },
};

export const BuyerArrivingLateKeepsWhatWasTyped: Story = {
  render: function Render(args) {
    const [buyer, setBuyer] = useState<ChargeFormBuyer | undefined>(undefined);
    return (
      <>
        <button
          type="button"
          onClick={() => setBuyer({ name: 'Ada Lovelace', country: 'South Korea', city: 'Busan' })}
        >
          Details loaded
        </button>
        <ChargeForm {...args} defaultBuyer={buyer} />
      </>
    );
  },
  play: async ({ canvas }) => {
    const { name, country, city } = fields(canvas);
    await userEvent.type(city, 'Seoul');
    await userEvent.click(canvas.getByRole('button', { name: 'Details loaded' }));
    await waitFor(() => expect(name).toHaveValue('Ada Lovelace'));
    await expect(country).toHaveValue('South Korea');
    await expect(city).toHaveValue('Seoul');
  },
};

export const PriceTooltip: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'About the price' });
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Please enter an amount in increments of $10');
  },
};

export const PendingSubmitsOnce: Story = {
  args: { initialPrice: 20, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    await fillBuyer(canvas);
    const { submit } = fields(canvas);
    await userEvent.dblClick(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const FailureKeepsValues: Story = {
  args: { initialPrice: 20, onSubmit: fn(async () => Promise.reject(new Error('PayPal URL not received.'))) },
  play: async ({ canvas, args }) => {
    await fillBuyer(canvas);
    const { submit, name, price } = fields(canvas);
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(submit).toBeEnabled());
    await expect(price).toHaveValue('20');
    await expect(name).toHaveValue('  Ada Lovelace ');
  },
};

export const Korean: Story = {
  args: {
    labels: {
      price: '금액',
      priceHint: '$10 단위로 금액을 입력해 주세요',
      priceHintTrigger: '금액 안내',
      name: '이름',
      country: '국가',
      city: '도시',
      submit: '구매 완료',
    },
    messages: {
      priceRequired: '금액을 입력해 주세요',
      priceNotNumber: '금액을 달러 단위 정수로 입력해 주세요',
      priceMinimum: '최소 금액은 $10입니다',
      priceMaximum: '최대 금액은 $10,000입니다',
      priceIncrement: '$10 단위로 입력해 주세요',
      nameRequired: '이름을 입력해 주세요',
      countryRequired: '국가를 입력해 주세요',
      cityRequired: '도시를 입력해 주세요',
    },
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    const price = canvas.getByRole('textbox', { name: '금액' });
    await userEvent.type(price, '15');
    await userEvent.click(canvas.getByRole('button', { name: '구매 완료' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription('$10 단위로 입력해 주세요'));
    await expect(canvas.getByRole('textbox', { name: '도시' })).toHaveAccessibleDescription(
      '도시를 입력해 주세요',
    );
  },
};

export const Mobile: Story = {
  args: { initialPrice: 20 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
