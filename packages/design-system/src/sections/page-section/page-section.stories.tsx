import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../components/button/button';
import { tallViewport } from '../../lib/viewports.fixtures';
import { PageSection } from './page-section';

const body = (
  <div className="grid max-w-3xl gap-4 text-base leading-relaxed text-ds-muted">
    <p>
      Reinforcement learning is hard to get right. A single robotics task can mean building and testing
      hundreds of models before one of them behaves.
    </p>
    <p>
      RemoteRL is tuning-free: the trainer adapts its own settings while your environment runs where it
      already lives, so you spend your time on the task instead of on the training loop.
    </p>
  </div>
);

const meta = {
  title: 'Sections/PageSection',
  component: PageSection,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'One click',
    title: 'Why one-click for robotics',
    children: body,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'surface', 'alternate', 'brand'] },
    spacing: { control: 'inline-radio', options: ['none', 'md', 'lg'] },
    align: { control: 'inline-radio', options: ['start', 'center'] },
  },
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Why one-click for robotics' });
    await expect(region).toHaveAttribute('data-tone', 'default');
  },
};

export const Tones: Story = {
  ...tallViewport('desktopTall'),
  render: (args) => (
    <div>
      {(['default', 'surface', 'alternate', 'brand'] as const).map((tone) => (
        <PageSection key={tone} {...args} tone={tone} spacing="md" title={`Tone: ${tone}`}>
          {body}
          <div className="flex flex-wrap gap-3">
            <Button variant={tone === 'brand' ? 'light' : 'primary'}>Get started</Button>
          </div>
        </PageSection>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(4);
    await expect(canvas.getByRole('region', { name: 'Tone: brand' })).toHaveAttribute('data-tone', 'brand');
  },
};

export const WithoutHeading: Story = {
  args: { title: undefined, eyebrow: undefined, 'aria-label': 'Introduction' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Introduction' })).toBeVisible();
  },
};

export const Korean: Story = {
  args: {
    eyebrow: '원클릭',
    title: '로보틱스에 원클릭이 필요한 이유',
    align: 'center',
    tone: 'alternate',
    children: (
      <p className="mx-auto max-w-3xl text-center text-base leading-relaxed text-ds-muted">
        강화학습은 어렵습니다. 하나의 로봇 작업을 위해 수백 개의 모델을 만들고 시험해야 합니다. RemoteRL은
        튜닝이 필요 없습니다.
      </p>
    ),
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '로보틱스에 원클릭이 필요한 이유' })).toBeVisible();
  },
};
