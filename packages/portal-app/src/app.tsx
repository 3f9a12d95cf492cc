import { ThemeProvider } from '@ccnets/design-system';
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './routes/router';

export interface AppProps {
  router: ReturnType<typeof createAppRouter>;
}

/** App-wide providers: theme (applied before first paint by /theme-init.js, kept here) and routing. */
export function App({ router }: AppProps) {
  return (
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
