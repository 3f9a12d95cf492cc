import {
  KeyRotationResponseSchema,
  SettingsSchema,
  UsageReportSchema,
  type Settings,
  type SettingsUpdate,
  type UsageReport,
} from '@remoterl/contract/user-area';
import { getEnv } from '../config/env';
import {
  readContract,
  signedInRequests,
  type FetchLike,
  type RequestOptions,
  type ResponseSchema,
} from './http';

// The user area's calls beyond the account and billing: usage, key rotation, settings.

export type { UsageDay, UsageReport } from '@remoterl/contract/user-area';
export { ALERT_KINDS, type AlertKind } from '@remoterl/contract/user-area';
export type UserSettings = Settings;
export type UserSettingsChange = SettingsUpdate;

export interface UserAreaClient {
  fetchUsage(idToken: string, options?: RequestOptions): Promise<UsageReport>;
  /**
   * Replaces `currentKey`; resolves with the new key. Sending the key that was just replaced
   * answers the same new key, so a repeated request never rotates twice.
   */
  rotateApiKey(currentKey: string, idToken: string, options?: RequestOptions): Promise<string>;
  fetchSettings(idToken: string, options?: RequestOptions): Promise<UserSettings>;
  /** Saves what `changes` names; answers every setting as saved. */
  saveSettings(changes: UserSettingsChange, idToken: string, options?: RequestOptions): Promise<UserSettings>;
}

export function createUserAreaClient(baseUrl: string, fetchImpl: FetchLike = fetch): UserAreaClient {
  const requests = signedInRequests(baseUrl, fetchImpl);
  const getJson = async <T>(
    path: string,
    schema: ResponseSchema<T>,
    idToken: string,
    context: string,
    options: RequestOptions,
  ) => readContract(await requests.get(path, idToken, options), schema, context);
  const postJson = async <T>(
    path: string,
    body: unknown,
    schema: ResponseSchema<T>,
    idToken: string,
    context: string,
    options: RequestOptions,
  ) => readContract(await requests.post(path, body, idToken, options), schema, context);

  return {
    fetchUsage: (idToken, options = {}) =>
      getJson('usage', UsageReportSchema, idToken, 'The usage call', options),
    async rotateApiKey(currentKey, idToken, options = {}) {
      const answer = await postJson(
        'api-key/rotate',
        { currentKey },
        KeyRotationResponseSchema,
        idToken,
        'The key rotation',
        options,
      );
      return answer.apiKey;
    },
    fetchSettings: (idToken, options = {}) =>
      getJson('settings', SettingsSchema, idToken, 'The settings call', options),
    saveSettings: (changes, idToken, options = {}) =>
      postJson('settings', changes, SettingsSchema, idToken, 'Saving settings', options),
  };
}

let client: UserAreaClient | undefined;

/** The user-area client for this build's VITE_GATEWAY_URL. */
export function userArea(): UserAreaClient {
  client ??= createUserAreaClient(getEnv().VITE_GATEWAY_URL);
  return client;
}
