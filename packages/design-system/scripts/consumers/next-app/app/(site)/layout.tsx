import { ThemeProvider, themeInitScript } from '@ccnets/design-system';
import '@ccnets/design-system/styles.css';
import type { ReactNode } from 'react';

export const metadata = { title: 'design system in Next.js' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // themeInitScript sets the stored theme on <html> before hydration; React is told to expect it.
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
      </head>
      <body>
        <ThemeProvider>{children}</ThemeProvider>
      </body>
    </html>
  );
}
