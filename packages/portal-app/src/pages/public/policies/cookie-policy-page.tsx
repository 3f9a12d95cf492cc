import { PolicyPage } from './policy-page';

/** Cookie policy (/cookie-policy). */
export default function CookiePolicyPage() {
  return <PolicyPage kind="cookiePolicy" />;
}
