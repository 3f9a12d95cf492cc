import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ThemeProvider } from '../../theme/theme-provider';
import { isThemeMode } from '../../theme/theme-mode';
import { resolveUiMessages } from '../../locale';
import { ThemeToggle } from './theme-toggle';
import { koreanMode } from '../../../../../.storybook/modes';

/** A provider per story, starting from the story's `initialThemeMode` parameter or the toolbar's theme. */
const withThemeProvider: Decorator = (Story, context) => {
  const requested: unknown = context.parameters.initialThemeMode ?? context.globals.theme;
  return (
    <ThemeProvider initialMode={isThemeMode(requested) ? requested : 'light'} persist={false}>
      <Story />
    </ThemeProvider>
  );
};

const meta = {
  title: 'Components/Preferences/ThemeToggle',
  component: ThemeToggle,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  decorators: [withThemeProvider],
  args: { onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'outlined', 'light'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const root = document.documentElement;
    const toggle = canvas.getByRole('button', { name: messages.switchToDark });
    await expect(root).not.toHaveClass('dark');

    await userEvent.click(toggle);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(root).toHaveClass('dark');
    await expect(toggle).toHaveAccessibleName(messages.switchToLight);
    await expect(toggle).toHaveAttribute('data-mode', 'dark');

    await userEvent.keyboard('{Enter}');
    await expect(root).not.toHaveClass('dark');
    await expect(toggle).toHaveAccessibleName(messages.switchToDark);
  },
};

export const StartsDark: Story = {
  parameters: { initialThemeMode: 'dark' },
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    await expect(document.documentElement).toHaveClass('dark');
    await userEvent.click(canvas.getByRole('button', { name: messages.switchToLight }));
    await expect(document.documentElement).not.toHaveClass('dark');
  },
};

export const Outlined: Story = {
  args: { variant: 'outlined', size: 'sm' },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    await userEvent.click(canvas.getByRole('button', { name: messages.switchToDark }), {
      pointerEventsCheck: 0,
    });
    await expect(document.documentElement).not.toHaveClass('dark');
  },
};

export const Korean: Story = {
  globals: { locale: 'ko' },
  args: { switchToDarkLabel: '어두운 테마로 전환', switchToLightLabel: '밝은 테마로 전환' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '어두운 테마로 전환' }));
    await expect(canvas.getByRole('button', { name: '밝은 테마로 전환' })).toBeVisible();
  },
};
