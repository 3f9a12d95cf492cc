import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { checkConfiguration } from './config/check-configuration';
import { currentLanguage, loadLanguage } from './i18n/i18n';
import { installChunkErrorRecovery } from './routes/chunk-reload';
import { createAppRouter } from './routes/router';
import { startAuthSyncWhenSignedIn } from './start-auth-sync';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">.');

// Creating the router starts loading the current route's page chunk; the active language's
// texts load in parallel, so neither waits for the other.
const router = createAppRouter();
installChunkErrorRecovery(() => {
  const target = router.state.navigation.location;
  return target ? `${target.pathname}${target.search}${target.hash}` : undefined;
});

const render = () => {
  createRoot(rootElement).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
};

// If the texts cannot be fetched (offline, stale deploy) the app still renders: the shell and
// the error pages use the bundled common texts, and the route error page offers a retry.
loadLanguage(currentLanguage()).then(render, (error: unknown) => {
  console.error('Could not load the interface texts.', error);
  render();
});

startAuthSyncWhenSignedIn();
void checkConfiguration(rootElement);
