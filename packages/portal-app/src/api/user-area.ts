import { z } from 'zod';
import { getEnv } from '../config/env';
import { bearer, joinUrl, readOk, withTimeout, type FetchLike, type RequestOptions } from './http';

// The user area's calls beyond the spec (DECISIONS.md): usage, key rotation, settings.

export const usageDaySchema = z.object({
  date: z.string(),
  simulatorHours: z.number(),
  simulatorGb: z.number(),
  trainerHours: z.number(),
  trainerGb: z.number(),
  totalGb: z.number(),
});

export const usageReportSchema = z.object({
  plan: z.enum(['free', 'premium']),
  period: z.object({ start: z.string(), end: z.string() }),
  usedGb: z.number(),
  allowanceGb: z.number().nullable(),
  remainingGb: z.number().nullable(),
  balance: z.number(),
  days: z.array(usageDaySchema),
});

const rotationSchema = z.object({ apiKey: z.string().min(1), rotated: z.boolean() });
export const settingsSchema = z.object({ lowCreditThreshold: z.number() });

export type UsageDay = z.infer<typeof usageDaySchema>;
export type UsageReport = z.infer<typeof usageReportSchema>;
export type UserSettings = z.infer<typeof settingsSchema>;

export interface UserAreaClient {
  fetchUsage(idToken: string, options?: RequestOptions): Promise<UsageReport>;
  /**
   * Replaces `currentKey`; resolves with the new key. Sending the key that was just replaced
   * answers the same new key, so a repeated request never rotates twice.
   */
  rotateApiKey(currentKey: string, idToken: string, options?: RequestOptions): Promise<string>;
  fetchSettings(idToken: string, options?: RequestOptions): Promise<UserSettings>;
  saveSettings(settings: UserSettings, idToken: string, options?: RequestOptions): Promise<UserSettings>;
}

export function createUserAreaClient(baseUrl: string, fetchImpl: FetchLike = fetch): UserAreaClient {
  const getJson = async <T>(
    path: string,
    schema: z.ZodType<T>,
    idToken: string,
    context: string,
    options: RequestOptions,
  ) => {
    const response = await fetchImpl(joinUrl(baseUrl, path), {
      headers: { Accept: 'application/json', ...bearer(idToken) },
      signal: withTimeout(options.signal),
    });
    return schema.parse(JSON.parse(await readOk(response, context)));
  };
  const postJson = async <T>(
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
    idToken: string,
    context: string,
    options: RequestOptions,
  ) => {
    const response = await fetchImpl(joinUrl(baseUrl, path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...bearer(idToken) },
      body: JSON.stringify(body),
      signal: withTimeout(options.signal),
    });
    return schema.parse(JSON.parse(await readOk(response, context)));
  };

  return {
    fetchUsage: (idToken, options = {}) =>
      getJson('usage', usageReportSchema, idToken, 'The usage call', options),
    async rotateApiKey(currentKey, idToken, options = {}) {
      const answer = await postJson(
        'api-key/rotate',
        { currentKey },
        rotationSchema,
        idToken,
        'The key rotation',
        options,
      );
      return answer.apiKey;
    },
    fetchSettings: (idToken, options = {}) =>
      getJson('settings', settingsSchema, idToken, 'The settings call', options),
    saveSettings: (settings, idToken, options = {}) =>
      postJson('settings', settings, settingsSchema, idToken, 'Saving settings', options),
  };
}

let client: UserAreaClient | undefined;

/** The user-area client for this build's VITE_GATEWAY_URL. */
export function userArea(): UserAreaClient {
  client ??= createUserAreaClient(getEnv().VITE_GATEWAY_URL);
  return client;
}
