import { PolicyPage } from './policy-content';

/** Cookie policy (/cookie-policy). */
export default function CookiePolicyPage() {
  return <PolicyPage kind="cookiePolicy" />;
}
