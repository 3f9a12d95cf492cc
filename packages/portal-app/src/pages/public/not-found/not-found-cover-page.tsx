import { NotFoundCover } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';
import { useNotFoundContent } from './use-not-found-content';

/**
 * /not-found-cover, where unknown paths land: the split layout with a picture, full height and
 * without the public layout, so it needs its own main landmark.
 */
export default function NotFoundCoverPage() {
  const { t } = useTranslation();
  return (
    <main id="main-content">
      <NotFoundCover {...useNotFoundContent()} illustrationTitle={t('public.notFound.illustrationAlt')} />
    </main>
  );
}
