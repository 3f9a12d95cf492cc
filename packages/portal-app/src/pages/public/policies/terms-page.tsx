import { PolicyPage } from './policy-content';

/** Terms of Service (/terms). */
export default function TermsPage() {
  return <PolicyPage kind="terms" />;
}
