import { describe, expect, it } from 'vitest';
import { API_KEY_PLACEHOLDER, quickStartSnippets, remoteRlInitSnippet } from './quick-start';

describe('quickStartSnippets', () => {
  it('writes the documented install command and init calls, in order', () => {
    expect(quickStartSnippets('rrl_abc123')).toEqual([
      { id: 'install', language: 'Shell', code: 'pip install remoterl' },
      {
        id: 'trainer',
        language: 'Python',
        code: 'import remoterl\n\nremoterl.init(api_key="rrl_abc123", role="trainer")',
      },
      {
        id: 'simulator',
        language: 'Python',
        code: 'import remoterl\n\nremoterl.init(api_key="rrl_abc123", role="simulator")',
      },
    ]);
  });

  it('shows the placeholder where there is no key', () => {
    expect(quickStartSnippets()[1]?.code).toContain(`api_key="${API_KEY_PLACEHOLDER}"`);
  });

  it('keeps the Python valid whatever the key contains', () => {
    expect(remoteRlInitSnippet('a"b\\c', 'trainer')).toBe(
      'import remoterl\n\nremoterl.init(api_key="a\\"b\\\\c", role="trainer")',
    );
  });
});
