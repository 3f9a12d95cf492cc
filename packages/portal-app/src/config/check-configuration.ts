/**
 * Validates the build's configuration as the app starts. It runs right after the first
 * render from its own chunk, so zod stays off the marketing pages' first load; a broken
 * build still stops at once with a page naming every bad variable, instead of failing on
 * the first sign-in or payment.
 */
export async function checkConfiguration(root: HTMLElement): Promise<void> {
  const { getEnv, ConfigurationError } = await import('./env');
  try {
    getEnv();
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    console.error(error.message);
    showConfigurationError(root, error.issues);
  }
}

function showConfigurationError(root: HTMLElement, issues: string[]) {
  const main = document.createElement('main');
  main.setAttribute('role', 'alert');
  main.style.cssText = 'max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif';
  const heading = document.createElement('h1');
  heading.textContent = 'RemoteRL cannot start: its configuration is incomplete.';
  const list = document.createElement('ul');
  for (const issue of issues) {
    const item = document.createElement('li');
    item.textContent = issue;
    list.append(item);
  }
  main.append(heading, list);
  // Beside the app's root rather than inside it: React may still render into the root later.
  root.hidden = true;
  root.after(main);
}
