import { describe, expect, it } from 'vitest';
import {
  API_KEY_PLACEHOLDER,
  apiKeyEnvSnippet,
  connectCommands,
  quickStartSnippets,
  remoteRlInitSnippet,
} from './quick-start';

const KEY = 'api_1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

describe('quickStartSnippets', () => {
  it('writes install, register, the environment variable and both init calls, in order', () => {
    expect(quickStartSnippets(KEY)).toEqual([
      { id: 'install', language: 'Shell', code: 'pip install remoterl' },
      { id: 'register', language: 'Shell', code: 'remoterl register' },
      { id: 'env', language: 'Shell', code: `export REMOTERL_API_KEY='${KEY}'` },
      {
        id: 'trainer',
        language: 'Python',
        code: `import remoterl\n\nremoterl.init(api_key="${KEY}", role="trainer")`,
      },
      {
        id: 'simulator',
        language: 'Python',
        code: `import remoterl\n\nremoterl.init(api_key="${KEY}", role="simulator")`,
      },
    ]);
  });

  it('shows the placeholder where there is no key', () => {
    const snippets = quickStartSnippets();
    expect(snippets.find((step) => step.id === 'trainer')?.code).toContain(
      `api_key="${API_KEY_PLACEHOLDER}"`,
    );
    expect(snippets.find((step) => step.id === 'env')?.code).toBe(`export REMOTERL_API_KEY='<KEY>'`);
  });

  it('keeps the Python valid whatever the key contains', () => {
    expect(remoteRlInitSnippet('a"b\\c', 'trainer')).toBe(
      'import remoterl\n\nremoterl.init(api_key="a\\"b\\\\c", role="trainer")',
    );
  });

  it('keeps the shell line one literal word whatever the key contains', () => {
    expect(apiKeyEnvSnippet(`it's $HOME`)).toBe(`export REMOTERL_API_KEY='it'\\''s $HOME'`);
  });
});

describe('connectCommands', () => {
  it('installs, registers, then starts a trainer and a simulator', () => {
    expect(connectCommands().map((command) => command.code)).toEqual([
      'pip install remoterl',
      'remoterl register',
      'remoterl train',
      'remoterl simulate',
    ]);
  });
});
