import { describe, expect, it } from 'vitest';
import { quickStartSnippets, remoteRlInitSnippet } from './quick-start-snippets';

describe('quickStartSnippets', () => {
  it('writes the documented install command and init calls', () => {
    const snippets = quickStartSnippets('rrl_abc123');
    expect(snippets.install).toBe('pip install remoterl');
    expect(snippets.trainer).toBe('import remoterl\n\nremoterl.init(api_key="rrl_abc123", role="trainer")');
    expect(snippets.simulator).toBe(
      'import remoterl\n\nremoterl.init(api_key="rrl_abc123", role="simulator")',
    );
  });

  it('keeps the Python valid whatever the key contains', () => {
    expect(remoteRlInitSnippet('a"b\\c', 'trainer')).toBe(
      'import remoterl\n\nremoterl.init(api_key="a\\"b\\\\c", role="trainer")',
    );
  });
});
