import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../components/button';
import { ThemeProvider, useThemeMode } from './theme-provider';
import { THEME_STORAGE_KEY } from './theme-mode';

function ThemeDemo() {
  const { mode, toggleMode } = useThemeMode();
  return (
    <div className="flex items-center gap-4 rounded-ds-sm border border-ds-border bg-ds-surface p-4 text-ds-foreground">
      <span>
        Current theme: <strong data-testid="mode">{mode}</strong>
      </span>
      <Button variant="outlined" onClick={toggleMode}>
        Toggle theme
      </Button>
    </div>
  );
}

const meta = {
  title: 'Foundations/ThemeProvider',
  component: ThemeProvider,
  args: { children: <ThemeDemo />, initialMode: 'light' },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TogglesAndPersists: Story = {
  play: async ({ canvas }) => {
    const root = document.documentElement;
    await expect(canvas.getByTestId('mode')).toHaveTextContent('light');
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle theme' }));
    await expect(canvas.getByTestId('mode')).toHaveTextContent('dark');
    await expect(root).toHaveClass('dark');
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle theme' }));
    await expect(root).not.toHaveClass('dark');
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  },
};
