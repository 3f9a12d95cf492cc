import { describe, expect, it } from 'vitest';
import { connectedLine, formatBanner, formatElapsed } from './banner';

describe('banner', () => {
  it('prints what the Python client prints', () => {
    expect(
      formatBanner({
        role: 'trainer',
        dataLeftMb: 5373,
        dashboardUrl: 'https://remoterl.com/user/dashboard',
        elapsedMs: 0,
      }),
    ).toBe('[RemoteRL] | trainer | 5373 MB left | https://remoterl.com/user/dashboard | elapsed 0:00:00');
    expect(connectedLine('trainer', 'cbb65cd2')).toBe('Connected | trainer=cbb65cd2');
  });

  it('counts elapsed time in h:mm:ss and never shows negative data', () => {
    expect(formatElapsed(59_999)).toBe('0:00:59');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
    expect(formatElapsed(36_000_000 * 3)).toBe('30:00:00');
    expect(formatBanner({ role: 'simulator', dataLeftMb: -3.7, dashboardUrl: 'u', elapsedMs: 61_000 })).toBe(
      '[RemoteRL] | simulator | 0 MB left | u | elapsed 0:01:01',
    );
  });
});
