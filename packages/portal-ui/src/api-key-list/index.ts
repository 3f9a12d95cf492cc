export { ApiKeyList, defaultApiKeyListLabels } from './api-key-list';
export type { ApiKeyListLabels, ApiKeyListProps } from './api-key-list';
