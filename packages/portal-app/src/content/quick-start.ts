/**
 * The Python quick start as the `remoterl` library documents it (DECISIONS.md). Code is not
 * translated, so it carries no prose comments; what a reader needs to know (the key can come
 * from REMOTERL_API_KEY) is in the translated step descriptions (`public.getStarted.quickStart.steps`).
 */
export const API_KEY_PLACEHOLDER = '<KEY>';

export interface QuickStartSnippet {
  language: 'Shell' | 'Python';
  code: string;
}

export function quickStartSnippets(apiKey: string = API_KEY_PLACEHOLDER): QuickStartSnippet[] {
  return [
    { language: 'Shell', code: 'pip install remoterl' },
    { language: 'Python', code: `import remoterl\n\nremoterl.init(api_key="${apiKey}", role="trainer")` },
    { language: 'Python', code: `import remoterl\n\nremoterl.init(api_key="${apiKey}", role="simulator")` },
  ];
}
