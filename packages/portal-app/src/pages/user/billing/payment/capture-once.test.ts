import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureOnce, resetCaptures } from './capture-once';

const completed = { status: 'COMPLETED' as const, credited: true, balance: 40 };

describe('captureOnce', () => {
  beforeEach(resetCaptures);

  it('sends one capture per token, however often it is asked', async () => {
    const capture = vi.fn(() => Promise.resolve(completed));
    const [first, second] = await Promise.all([captureOnce('A', capture), captureOnce('A', capture)]);
    await captureOnce('A', capture);
    expect(capture).toHaveBeenCalledOnce();
    expect(first).toBe(second);
  });

  it('keeps tokens apart', async () => {
    const capture = vi.fn(() => Promise.resolve(completed));
    await captureOnce('A', capture);
    await captureOnce('B', capture);
    expect(capture.mock.calls).toEqual([['A'], ['B']]);
  });

  it('lets a failed capture be tried again', async () => {
    const capture = vi
      .fn<(token: string) => Promise<typeof completed>>()
      .mockRejectedValueOnce(new Error('409'))
      .mockResolvedValueOnce(completed);
    await expect(captureOnce('A', capture)).rejects.toThrow('409');
    await expect(captureOnce('A', capture)).resolves.toEqual(completed);
    expect(capture).toHaveBeenCalledTimes(2);
  });
});
