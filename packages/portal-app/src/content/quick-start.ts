/**
 * The Python quick start as the `remoterl` library documents it (DECISIONS.md). Code is not
 * translated; the step titles and descriptions are (`public.getStarted.quickStart.steps`).
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
    {
      language: 'Python',
      code: `import remoterl\n\n# Or leave api_key out and set REMOTERL_API_KEY in the environment.\nremoterl.init(api_key="${apiKey}", role="simulator")`,
    },
  ];
}
