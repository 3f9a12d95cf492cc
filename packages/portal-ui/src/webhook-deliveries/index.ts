export { WebhookDeliveries, defaultWebhookDeliveriesLabels } from './webhook-deliveries';
export type { WebhookDeliveriesLabels, WebhookDeliveriesProps } from './webhook-deliveries';
