/** The roles a process can take when it joins a RemoteRL session. */
export type RemoteRlRole = 'trainer' | 'simulator';

/** The command that installs the Python library. */
export const REMOTERL_INSTALL_COMMAND = 'pip install remoterl';

/** A Python string literal of `value`, so any key (or placeholder) stays valid Python. */
function pythonString(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/** The two-line Python snippet that initialises the library for one role with a key. */
export function remoteRlInitSnippet(apiKey: string, role: RemoteRlRole): string {
  return `import remoterl\n\nremoterl.init(api_key=${pythonString(apiKey)}, role="${role}")`;
}

export interface QuickStartSnippets {
  install: string;
  trainer: string;
  simulator: string;
}

/** The Quick Start's three snippets for a key (the real one, a masked one, or a placeholder). */
export function quickStartSnippets(apiKey: string): QuickStartSnippets {
  return {
    install: REMOTERL_INSTALL_COMMAND,
    trainer: remoteRlInitSnippet(apiKey, 'trainer'),
    simulator: remoteRlInitSnippet(apiKey, 'simulator'),
  };
}
