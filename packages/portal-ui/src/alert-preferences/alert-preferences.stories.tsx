import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AlertPreferences } from './alert-preferences';
import { koreanMode } from '../../../../.storybook/modes';

const meta = {
  title: 'Blocks/Settings/Alert preferences',
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  component: AlertPreferences,
  args: {
    alerts: { spendLimit: true, lowCredit: true, freeAllowance: false, sessionStopped: true },
    language: 'en',
    onAlertChange: fn(),
    onLanguageChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AlertPreferences>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('switch', { name: 'Free data' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Low credit' }));
    await expect(args.onAlertChange).toHaveBeenCalledWith('lowCredit', false);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Alert language' }), 'ko');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('ko');
  },
};

/** One save under way: its switch spins and the others wait. */
export const Saving: Story = {
  args: { pending: 'spendLimit' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Low credit' }));
    await expect(args.onAlertChange).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { alerts: undefined, language: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Spend limit' })).toBeDisabled();
  },
};

export const Korean: Story = {
  args: {
    language: 'ko',
    labels: {
      kinds: {
        spendLimit: { label: '사용 한도', hint: '이번 달 사용 금액이 한도의 50, 80, 100%에 이를 때.' },
        lowCredit: { label: '크레딧 부족', hint: '크레딧이 알림 기준보다 적어질 때.' },
        freeAllowance: { label: '무료 데이터', hint: 'BASIC 계정이 월 데이터의 80%와 100%를 사용했을 때.' },
        sessionStopped: {
          label: '세션 종료',
          hint: '데이터가 바닥나거나 한도에 이르러 세션이 AUTH-004로 끝날 때(하루 한 번까지).',
        },
      },
      language: '알림 언어',
    },
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: '사용 한도' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: '알림 언어' })).toHaveValue('ko');
  },
};
