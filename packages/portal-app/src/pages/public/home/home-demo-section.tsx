import { PageSection } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../config/brand';
import { toLanguage } from '../../../i18n/languages';
import { Island } from '../../../islands/island';
import type { VideoEmbedIslandProps } from '../../../islands/video-embed-island';

/**
 * The demo video on the dark band. The player is a click-to-load embed: nothing is fetched
 * from YouTube (and nothing stored, see the cookie policy) until the visitor presses play,
 * and the 16:9 box is reserved up front so the page never shifts.
 */
export function HomeDemoSection() {
  const { t, i18n } = useTranslation();
  const video: VideoEmbedIslandProps = {
    language: toLanguage(i18n.language),
    className: 'mx-auto max-w-4xl',
    videoId: brand.demoVideoId,
    title: t('public.home.demo.videoTitle'),
    playLabel: t('public.home.demo.play'),
    notice: t('public.home.demo.notice'),
  };
  return (
    <PageSection
      tone="brand"
      align="center"
      eyebrow={t('public.home.demo.eyebrow')}
      title={t('public.home.demo.title')}
      description={t('public.home.demo.description')}
    >
      {/* The play button is the section's only live part: an island (docs/decisions.md). */}
      <Island name="video-embed" props={video} />
    </PageSection>
  );
}
