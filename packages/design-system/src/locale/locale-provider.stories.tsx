import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { Spinner } from '../components/spinner';
import { LocaleProvider } from './locale-provider';
import { UiText } from './ui-text';
import { koreanMode } from '../../../../.storybook/modes';

function KoreanPart() {
  return (
    <div className="flex flex-col items-start gap-3 rounded-ds-md border border-ds-border p-4 text-ds-foreground">
      <p>원격 강화학습 플랫폼</p>
      <Spinner />
      <Dialog title="설정" trigger={<Button variant="outlined">설정 열기</Button>}>
        <p>대화상자 본문</p>
      </Dialog>
    </div>
  );
}

const meta = {
  title: 'Foundations/LocaleProvider',
  component: LocaleProvider,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  // Their props tables show on this docs page too.
  subcomponents: { UiText },
  args: { locale: 'ko', children: <KoreanPart /> },
} satisfies Meta<typeof LocaleProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A Korean part of an English page: the components speak Korean, and the part and the dialog
 * it opens (rendered at the end of the document) both say `lang="ko"`, so `:lang(ko)` rules apply.
 */
export const KoreanInsideEnglishPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const paragraph = canvas.getByText('원격 강화학습 플랫폼');
    await expect(paragraph.closest('[lang]')).toHaveAttribute('lang', 'ko');
    await expect(paragraph.matches(':lang(ko)')).toBe(true);
    // The wrapper adds no box: the part is laid out as if it were not there.
    const wrapper = paragraph.closest('[lang="ko"]');
    await expect(wrapper && getComputedStyle(wrapper).display).toBe('contents');
    await expect(canvas.getByRole('status')).toHaveTextContent('불러오는 중');

    await userEvent.click(canvas.getByRole('button', { name: '설정 열기' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '설정' });
    await expect(dialog).toHaveAttribute('lang', 'ko');
    await expect(within(dialog).getByRole('button', { name: '닫기' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Messages from the app, as a server component passes them: strings with `{name}` placeholders. */
export const MessagesFromTheApp: Story = {
  args: {
    locale: 'de',
    messages: { loading: 'Wird geladen' },
    children: (
      <div className="flex flex-col items-start gap-3 rounded-ds-md border border-ds-border p-4 text-ds-foreground">
        <p>Fernes bestärkendes Lernen</p>
        <Spinner />
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen');
    await expect(canvas.getByText('Fernes bestärkendes Lernen').closest('[lang]')).toHaveAttribute(
      'lang',
      'de',
    );
  },
};
