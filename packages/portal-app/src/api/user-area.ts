import {
  USER_AREA_OPERATIONS,
  type Settings,
  type SettingsUpdate,
  type UsageReport,
} from '@remoterl/contract/user-area';
import { getEnv } from '../config/env';
import { signedInCalls, type FetchLike, type RequestOptions } from './http';

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

/** Calls its operations by id (USER_AREA_OPERATIONS): the contract holds their paths and answers. */
export function createUserAreaClient(baseUrl: string, fetchImpl: FetchLike = fetch): UserAreaClient {
  const call = signedInCalls(baseUrl, fetchImpl);
  const { getUsage, rotateApiKey, getSettings, saveSettings } = USER_AREA_OPERATIONS;
  return {
    fetchUsage: (idToken, options) => call(getUsage, idToken, { context: 'The usage call', options }),
    async rotateApiKey(currentKey, idToken, options) {
      const answer = await call(rotateApiKey, idToken, {
        context: 'The key rotation',
        body: { currentKey },
        options,
      });
      return answer.apiKey;
    },
    fetchSettings: (idToken, options) =>
      call(getSettings, idToken, { context: 'The settings call', options }),
    saveSettings: (changes, idToken, options) =>
      call(saveSettings, idToken, { context: 'Saving settings', body: changes, options }),
  };
}

let client: UserAreaClient | undefined;

/** The user-area client for this build's VITE_GATEWAY_URL. */
export function userArea(): UserAreaClient {
  client ??= createUserAreaClient(getEnv().VITE_GATEWAY_URL);
  return client;
}
