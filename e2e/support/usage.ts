import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { kilobytesFor, type UsageRole } from '../../packages/product/src/index.ts';
import { BACKEND_URL } from './urls';

export interface UsageRecord {
  date: string;
  role: UsageRole;
  milliHours: number;
}

/** The signed-in user's uid, from the persisted session (`user-store`, docs/product.md#sign-in). */
export async function signedInUid(page: Page): Promise<string> {
  const uid = await page.evaluate(() => {
    const stored = localStorage.getItem('user-store');
    return stored ? (JSON.parse(stored) as { state?: { uid?: string } }).state?.uid : undefined;
  });
  expect(uid, 'a signed-in uid in user-store').toBeTruthy();
  return uid as string;
}

/** Adds usage through the backend's test endpoint, as the service would record it. */
export async function appendUsage(request: APIRequestContext, uid: string, records: readonly UsageRecord[]) {
  const response = await request.post(`${BACKEND_URL}/__test__/usage`, {
    data: { uid, records: records.map((r) => ({ date: r.date, role: r.role, hours: r.milliHours / 1000 })) },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { balance: number };
}

export const utcToday = () => new Date().toISOString().slice(0, 10);

export const addDays = (day: string, offset: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

/**
 * A month of usage as the session service records it: idle days, days with one role, days with
 * both, and one day whose trainer hours lead (the table's sort is checked against it). Each row
 * is [days before today, simulator milli-hours, trainer milli-hours].
 */
const MONTH_OF_USAGE: readonly [number, number, number][] = [
  [0, 2_500, 800],
  [1, 0, 1_500],
  [3, 6_000, 0],
  [7, 1_200, 300],
  [12, 4_000, 1_200],
  [20, 300, 100],
  [29, 5_000, 900],
];

export function monthOfUsage(today = utcToday()): UsageRecord[] {
  return MONTH_OF_USAGE.flatMap(([daysAgo, simulator, trainer]) => {
    const date = addDays(today, -daysAgo);
    const records: UsageRecord[] = [];
    if (simulator > 0) records.push({ date, role: 'simulator', milliHours: simulator });
    if (trainer > 0) records.push({ date, role: 'trainer', milliHours: trainer });
    return records;
  });
}

/** Kilobytes per day and role of `records`, added up in whole numbers. */
export function kilobytesByDay(records: readonly UsageRecord[]) {
  const days = new Map<string, Record<UsageRole, { milliHours: number; kilobytes: number }>>();
  for (const record of records) {
    const day = days.get(record.date) ?? {
      simulator: { milliHours: 0, kilobytes: 0 },
      trainer: { milliHours: 0, kilobytes: 0 },
    };
    day[record.role].milliHours += record.milliHours;
    day[record.role].kilobytes += kilobytesFor(record.role, record.milliHours);
    days.set(record.date, day);
  }
  return days;
}

/** Whether the API key is accepted by the backend's key check. */
export async function keyCheckStatus(request: APIRequestContext, apiKey: string): Promise<number> {
  const response = await request.get(`${BACKEND_URL}/gateway/api-key/check`, {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  return response.status();
}
