import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { kilobytesFor, type UsageRole } from '../../packages/product/src/index.ts';
import { seedUsage } from '../../packages/dev-backend/src/usage/seed.ts';
import { BACKEND_URL } from './urls';

export interface UsageRecord {
  date: string;
  role: UsageRole;
  milliHours: number;
}

/** The signed-in user's uid, from the persisted session (the spec's user-store). */
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

/** The development seed for this uid, the same generator `pnpm dev` uses. */
export const seededUsage = (uid: string): UsageRecord[] => seedUsage(uid, utcToday());

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
