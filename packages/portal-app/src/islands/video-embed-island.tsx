import { LocaleProvider, VideoEmbed } from '@ccnets/design-system';
import type { Language } from '../i18n/languages';

/** The demo video's texts and id, as plain data (the HTML serializes it). */
export interface VideoEmbedIslandProps {
  language: Language;
  videoId: string;
  title: string;
  playLabel: string;
  notice: string;
  className?: string;
}

/** The click-to-load video player as an island: its play button is the only live part. */
export function VideoEmbedIsland({ language, ...video }: VideoEmbedIslandProps) {
  return (
    <LocaleProvider locale={language}>
      <VideoEmbed {...video} />
    </LocaleProvider>
  );
}
