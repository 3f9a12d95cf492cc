import { useState } from 'react';
import { userArea, type UserSettings } from '../../../api/user-area';
import { readyData, useSignedInResource, type ResourceLoader } from '../use-signed-in-resource';

const loadSettings: ResourceLoader<UserSettings> = (idToken, signal) =>
  userArea().fetchSettings(idToken, { signal });

/** What every settings card is handed: the record, loaded once for the page, and its last save. */
export interface SettingsRecord {
  /** Undefined while loading or after a failed load. */
  settings: UserSettings | undefined;
  loadFailed: boolean;
  retry(): void;
  /** A card saved: every card now shows the saved record. */
  onSaved(settings: UserSettings): void;
}

/** The Setting page's settings, fetched once however many cards show them. */
export function useSettings(): SettingsRecord {
  const { state, retry } = useSignedInResource(loadSettings, 'Settings');
  const [saved, setSaved] = useState<UserSettings>();
  return {
    settings: saved ?? readyData(state),
    loadFailed: state.status === 'error',
    retry,
    onSaved: setSaved,
  };
}
