import { Alert, Button } from '@ccnets/design-system';
import { renderRouterLink } from '../../../layouts/render-router-link';
import { userAreaPaths } from '../../../config/user-area-pages';

/** What a credit notice says (credit-notice-texts.ts). */
export interface CreditNoticeContent {
  /** Which notice it is; the alert carries it as `data-testid="<kind>-notice"`. */
  kind: 'free-allowance' | 'low-credit';
  title: string;
  body: string;
  /** The label of its link to the payment page. */
  actionLabel: string;
}

/**
 * The user area's one credit notice: a warning with a link to buy credit, for a Free account near
 * or over its free data allowance and for a Premium account under its warning threshold (the two
 * never apply at once). Nothing when there is no notice. It lives in the portal, not the design
 * system: all it adds to the design system's Alert is the app's router link and payment path.
 */
export function CreditNotice({ notice }: { notice: CreditNoticeContent | null }) {
  if (!notice) return null;
  return (
    <Alert
      variant="warning"
      title={notice.title}
      className="mb-6"
      data-testid={`${notice.kind}-notice`}
      action={
        <Button asChild size="sm" variant="outlined">
          {renderRouterLink({ href: userAreaPaths.payment, children: notice.actionLabel })}
        </Button>
      }
    >
      {notice.body}
    </Alert>
  );
}
