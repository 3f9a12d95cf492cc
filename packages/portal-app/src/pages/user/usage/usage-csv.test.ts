import { describe, expect, it } from 'vitest';
import { usageCsvFileName, usageToCsv } from './usage-csv';

const days = [
  { date: '2026-11-21', simulatorHours: 0, simulatorGb: 0, trainerHours: 0, trainerGb: 0, totalGb: 0 },
  {
    date: '2026-11-22',
    simulatorHours: 6,
    simulatorGb: 0.06,
    trainerHours: 2.5,
    trainerGb: 0.25,
    totalGb: 0.31,
  },
];

describe('usage CSV', () => {
  it('has a fixed header and one line per day, oldest first', () => {
    expect(usageToCsv(days)).toBe(
      'date,simulator_hours,simulator_gb,trainer_hours,trainer_gb,total_gb\r\n' +
        '2026-11-21,0,0,0,0,0\r\n' +
        '2026-11-22,6,0.06,2.5,0.25,0.31\r\n',
    );
  });

  it('names the file after the days it holds', () => {
    expect(usageCsvFileName(days)).toBe('remoterl-usage-2026-11-21-to-2026-11-22.csv');
  });
});
