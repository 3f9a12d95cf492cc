// A second root layout with no client component of its own, so what a page under it sends is
// what its own components bring: the server-button and server-table pages against server-empty.
import '@ccnets/design-system/styles.css';
import type { ReactNode } from 'react';

export const metadata = { title: 'design system server pages' };

export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
