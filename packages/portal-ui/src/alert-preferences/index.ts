export { AlertPreferences, defaultAlertPreferencesLabels } from './alert-preferences';
export type { AlertPreferencesLabels, AlertPreferencesProps } from './alert-preferences';
