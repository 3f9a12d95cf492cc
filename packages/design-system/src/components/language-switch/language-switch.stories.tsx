import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { resolveUiMessages } from '../../locale';
import { LanguageSwitch } from './language-switch';
import { koreanMode } from '../../../../../.storybook/modes';

const meta = {
  title: 'Components/Preferences/LanguageSwitch',
  component: LanguageSwitch,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: { value: 'en', onValueChange: fn() },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const select = canvas.getByRole('combobox', { name: messages.language });
    await expect(canvas.getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('option', { name: '한국어' })).toHaveAttribute('lang', 'ko');

    await userEvent.selectOptions(select, 'ko');
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('ko');
    // Controlled: the app has not changed `value`, so the select still shows English.
    await expect(select).toHaveValue('en');
  },
};

function StatefulSwitch() {
  const [language, setLanguage] = useState('en');
  return (
    <div className="flex items-center gap-4">
      <LanguageSwitch value={language} onValueChange={setLanguage} />
      <span data-testid="current">{language}</span>
    </div>
  );
}

/** The app owns the choice: switching updates the value and the select's `lang`. */
export const WithState: Story = {
  render: () => <StatefulSwitch />,
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const select = canvas.getByRole('combobox', { name: messages.language });
    await expect(select).toHaveAttribute('lang', 'en');
    await userEvent.selectOptions(select, '한국어');
    await expect(canvas.getByTestId('current')).toHaveTextContent('ko');
    await expect(select).toHaveAttribute('lang', 'ko');
  },
};

export const WithVisibleLabel: Story = {
  args: { showLabel: true },
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    await expect(canvas.getByText(messages.language)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    await expect(canvas.getByRole('combobox', { name: messages.language })).toBeDisabled();
  },
};

export const Korean: Story = {
  globals: { locale: 'ko' },
  args: { value: 'ko', label: '언어', showLabel: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: '언어' });
    await expect(select).toHaveValue('ko');
    await expect(select).toHaveAttribute('lang', 'ko');
  },
};
