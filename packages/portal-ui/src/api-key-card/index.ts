export {
  ApiKeyCard,
  defaultApiKeyCardLabels,
  type ApiKeyCardLabels,
  type ApiKeyCardProps,
} from './api-key-card';
