import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../components/button/button';
import { tallViewport } from '../../lib/viewports.fixtures';
import { resolveUiMessages } from '../../locale';
import { ContactBlock } from './contact-block';
import { ContactDetails, LinkedInMark } from './contact-details';
import { koreanMode } from '../../../../../.storybook/modes';

const meta = {
  title: 'Sections/ContactBlock',
  component: ContactBlock,
  tags: ['locale-ko'],
  // Their props tables show on this docs page too.
  subcomponents: { ContactDetails, LinkedInMark },
  parameters: { ...koreanMode, layout: 'fullscreen' },
  args: {
    eyebrow: 'Contact',
    title: 'Talk to the team behind RemoteRL',
    description:
      'Questions about remote training, pricing or a research collaboration? Write to us and we reply within 1-2 business days.',
    email: { label: 'E-mail', address: 'support@ccnets.org' },
    address: {
      label: 'Address',
      lines: ['CCNets Inc.', '48 Centum jungang-ro, Haeundae-gu', 'Busan 48059, South Korea'],
    },
    linkedIn: {
      label: 'LinkedIn',
      href: 'https://www.linkedin.com/company/ccnets',
      text: 'CCNets on LinkedIn',
    },
    actions: (
      <Button href="/contact" variant="light">
        Send us a message
      </Button>
    ),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'surface', 'alternate', 'brand'] } },
} satisfies Meta<typeof ContactBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const region = canvas.getByRole('region', { name: 'Talk to the team behind RemoteRL' });
    await expect(region).toHaveAttribute('data-tone', 'brand');
    await expect(within(region).getByRole('link', { name: 'support@ccnets.org' })).toHaveAttribute(
      'href',
      'mailto:support@ccnets.org',
    );
    const linkedIn = within(region).getByRole('link', {
      name: `CCNets on LinkedIn ${messages.opensInNewTab}`,
    });
    await expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/company/ccnets');
    await expect(linkedIn).toHaveAttribute('target', '_blank');
    await expect(region.querySelector('address')).toHaveTextContent('Busan 48059, South Korea');
    await expect(within(region).getByRole('link', { name: 'Send us a message' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const LightBand: Story = {
  args: { tone: 'alternate', actions: <Button href="/contact">Send us a message</Button> },
};

export const DetailsOnly: Story = {
  render: (args) => (
    <div className="max-w-sm p-6">
      <ContactDetails email={args.email} linkedIn={args.linkedIn} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByText('Address')).toBeNull();
  },
};

export const Narrow: Story = {
  ...tallViewport('mobileTall'),
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 2 }).getBoundingClientRect();
    const details = canvasElement.querySelector('address')!.getBoundingClientRect();
    await expect(details.top).toBeGreaterThan(heading.bottom);
  },
};

export const Korean: Story = {
  args: {
    eyebrow: '문의',
    title: 'RemoteRL 팀에 문의하세요',
    description:
      '원격 학습, 요금, 연구 협력에 대해 궁금한 점이 있으면 메일을 보내 주세요. 영업일 기준 1~2일 안에 답변드립니다.',
    email: { label: '이메일', address: 'support@ccnets.org' },
    address: {
      label: '주소',
      lines: ['(주)씨씨넷츠', '부산광역시 해운대구 센텀중앙로 48', '48059 대한민국'],
    },
    linkedIn: {
      label: '링크드인',
      href: 'https://www.linkedin.com/company/ccnets',
      text: '링크드인의 CCNets',
    },
    newTabLabel: '(새 탭에서 열림)',
    actions: (
      <Button href="/contact" variant="light">
        메시지 보내기
      </Button>
    ),
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '링크드인의 CCNets (새 탭에서 열림)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};
