import { PolicyPage } from './policy-page';

/** Data policy (/data-policy). */
export default function DataPolicyPage() {
  return <PolicyPage kind="dataPolicy" />;
}
