import { Button } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';
import { userAreaPaths } from '../../../config/user-area-pages';
import { renderRouterLink } from '../../../layouts/render-router-link';

/** "Buy credit": the way to the payment page, where a paused account gets going again. */
export function BuyCreditLink() {
  const { t } = useTranslation();
  return (
    <Button asChild size="sm">
      {renderRouterLink({ href: userAreaPaths.payment, children: t('userArea.live.runway.buyCredit') })}
    </Button>
  );
}
