import { describe, expect, it } from 'vitest';
import { API_KEY_PLACEHOLDER, quickStartSnippets, remoteRlInitSnippet } from './quick-start';

describe('quickStartSnippets', () => {
  it('writes the documented install command and init calls, in order', () => {
    expect(quickStartSnippets('api_3f2b8c1e-5d4a-4e7b-9c6f-2a1d8e0b7c45')).toEqual([
      { id: 'install', language: 'Shell', code: 'pip install remoterl' },
      {
        id: 'trainer',
        language: 'Python',
        code: 'import remoterl\n\nremoterl.init(api_key="api_3f2b8c1e-5d4a-4e7b-9c6f-2a1d8e0b7c45", role="trainer")',
      },
      {
        id: 'simulator',
        language: 'Python',
        code: 'import remoterl\n\nremoterl.init(api_key="api_3f2b8c1e-5d4a-4e7b-9c6f-2a1d8e0b7c45", role="simulator")',
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
