import { PolicyPage } from './policy-page';

/** Terms of Service (/terms). */
export default function TermsPage() {
  return <PolicyPage kind="terms" />;
}
