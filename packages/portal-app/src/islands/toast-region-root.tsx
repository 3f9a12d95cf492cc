import { createRoot } from 'react-dom/client';
import { ToastRegionOnDemand } from '../layouts/toast-region-on-demand';

let mounted = false;

/**
 * The toasts of a page that hydrates only its islands (an island raises them through the design
 * system's `toast` API): one root at the end of <body>, made with the first island, which stays
 * empty, and loads nothing more, until the first toast.
 */
export function mountToastRegion(): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  container.setAttribute('data-toast-root', '');
  document.body.append(container);
  createRoot(container).render(<ToastRegionOnDemand />);
}
