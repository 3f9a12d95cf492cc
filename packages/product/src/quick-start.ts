/**
 * The Python quick start as the `remoterl` library documents it
 * (docs/decisions.md#python-quick-start). Code is the same in every language; the portal words the step titles around it.
 */

/** The roles a process can take when it joins a RemoteRL session. */
export type RemoteRlRole = 'trainer' | 'simulator';

/** The command that installs the Python library. */
export const REMOTERL_INSTALL_COMMAND = 'pip install remoterl';

/** The command that asks for the key (opening the dashboard to copy it from) and saves it. */
export const REMOTERL_REGISTER_COMMAND = 'remoterl register';

/** The environment variable the library reads the key from when `api_key` is left out; it wins over a saved key. */
export const API_KEY_ENV_VAR = 'REMOTERL_API_KEY';

/** Stands in for the key where the reader has none yet (public pages). */
export const API_KEY_PLACEHOLDER = '<KEY>';

/** A Python string literal of `value`, so any key (or placeholder) stays valid Python. */
function pythonString(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/** A POSIX shell word of `value` in single quotes, so no key (or `<KEY>`) is expanded or redirected. */
function shellString(value: string): string {
  return `'${value.replaceAll("'", "'\\''")}'`;
}

/** The shell line that puts a key in the environment variable the library reads. */
export function apiKeyEnvSnippet(apiKey: string): string {
  return `export ${API_KEY_ENV_VAR}=${shellString(apiKey)}`;
}

/** The two-line Python snippet that initialises the library for one role with a key. */
export function remoteRlInitSnippet(apiKey: string, role: RemoteRlRole): string {
  return `import remoterl\n\nremoterl.init(api_key=${pythonString(apiKey)}, role="${role}")`;
}

export type QuickStartStepId = 'install' | 'register' | 'env' | RemoteRlRole;

export interface QuickStartSnippet {
  id: QuickStartStepId;
  /** Language label shown above the code. */
  language: 'Shell' | 'Python';
  code: string;
}

/**
 * The quick start's snippets, in order, for a key (the real one, a masked one, or the
 * placeholder): install, save the key with `remoterl register` or put it in the environment,
 * then start a trainer and a simulator.
 */
export function quickStartSnippets(apiKey: string = API_KEY_PLACEHOLDER): QuickStartSnippet[] {
  return [
    { id: 'install', language: 'Shell', code: REMOTERL_INSTALL_COMMAND },
    { id: 'register', language: 'Shell', code: REMOTERL_REGISTER_COMMAND },
    { id: 'env', language: 'Shell', code: apiKeyEnvSnippet(apiKey) },
    { id: 'trainer', language: 'Python', code: remoteRlInitSnippet(apiKey, 'trainer') },
    { id: 'simulator', language: 'Python', code: remoteRlInitSnippet(apiKey, 'simulator') },
  ];
}

export type ConnectCommandId = 'install' | 'register' | 'train' | 'simulate';

/**
 * The command-line way to a first session, for the live view's empty state: install, save the
 * key, then start a trainer and a simulator with the client's own commands.
 */
export function connectCommands(): { id: ConnectCommandId; code: string }[] {
  return [
    { id: 'install', code: REMOTERL_INSTALL_COMMAND },
    { id: 'register', code: REMOTERL_REGISTER_COMMAND },
    { id: 'train', code: 'remoterl train' },
    { id: 'simulate', code: 'remoterl simulate' },
  ];
}
