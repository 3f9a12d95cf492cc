import { PolicyPage } from './policy-content';

/** Data policy (/data-policy). */
export default function DataPolicyPage() {
  return <PolicyPage kind="dataPolicy" />;
}
