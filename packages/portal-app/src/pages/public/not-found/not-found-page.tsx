import { NotFound } from '@ccnets/design-system';
import { useNotFoundContent } from './use-not-found-content';

/** /not-found: the message inside the public layout (top bar and footer stay). */
export default function NotFoundPage() {
  return <NotFound {...useNotFoundContent()} />;
}
