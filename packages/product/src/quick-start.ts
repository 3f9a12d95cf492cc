/**
 * The Python quick start as the `remoterl` library documents it (DECISIONS.md, "Python quick
 * start"). Code is the same in every language; the portal words the step titles around it.
 */

/** The roles a process can take when it joins a RemoteRL session. */
export type RemoteRlRole = 'trainer' | 'simulator';

/** The command that installs the Python library. */
export const REMOTERL_INSTALL_COMMAND = 'pip install remoterl';

/** The environment variable the library reads the key from when `api_key` is left out. */
export const API_KEY_ENV_VAR = 'REMOTERL_API_KEY';

/** Stands in for the key where the reader has none yet (public pages). */
export const API_KEY_PLACEHOLDER = '<KEY>';

/** A Python string literal of `value`, so any key (or placeholder) stays valid Python. */
function pythonString(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/** The two-line Python snippet that initialises the library for one role with a key. */
export function remoteRlInitSnippet(apiKey: string, role: RemoteRlRole): string {
  return `import remoterl\n\nremoterl.init(api_key=${pythonString(apiKey)}, role="${role}")`;
}

export type QuickStartStepId = 'install' | RemoteRlRole;

export interface QuickStartSnippet {
  id: QuickStartStepId;
  /** Language label shown above the code. */
  language: 'Shell' | 'Python';
  code: string;
}

/** The quick start's three snippets, in order, for a key (the real one, a masked one, or the placeholder). */
export function quickStartSnippets(apiKey: string = API_KEY_PLACEHOLDER): QuickStartSnippet[] {
  return [
    { id: 'install', language: 'Shell', code: REMOTERL_INSTALL_COMMAND },
    { id: 'trainer', language: 'Python', code: remoteRlInitSnippet(apiKey, 'trainer') },
    { id: 'simulator', language: 'Python', code: remoteRlInitSnippet(apiKey, 'simulator') },
  ];
}
