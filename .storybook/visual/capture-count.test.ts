import { describe, expect, it } from 'vitest';
import { captureShortfall, type StoryRunRecord } from './capture-count';

const captured = (name: string, expected: number, compared = expected): StoryRunRecord => ({
  name,
  state: 'passed',
  visual: { expected, captures: Array.from({ length: compared }, () => ({})) },
});

describe('captureShortfall', () => {
  it('accepts a run that compared every capture it selected', () => {
    expect(captureShortfall([captured('Button', 2), captured('Card', 3)])).toBeUndefined();
  });

  it('fails a run that compared 0 captures', () => {
    expect(captureShortfall([])).toMatch(/compared 0 captures/);
    expect(captureShortfall([{ name: 'Button', state: 'passed' }])).toMatch(/compared 0 captures/);
    expect(captureShortfall([{ name: 'Button', state: 'skipped' }])).toMatch(/0 of 1 stories ran/);
  });

  it('fails a run where a passed story left no captures', () => {
    const message = captureShortfall([captured('Button', 2), { name: 'Card', state: 'passed' }]);
    expect(message).toMatch(/1 passed without any capture: Card/);
  });

  it('fails a run that compared fewer captures than selected', () => {
    expect(captureShortfall([captured('Button', 3, 1)])).toMatch(/compared 1 of the 3 captures/);
  });

  it('leaves a failed story without captures to its own failure', () => {
    expect(captureShortfall([captured('Button', 2), { name: 'Card', state: 'failed' }])).toBeUndefined();
  });
});
