export {
  WebhookForm,
  type WebhookFormProps,
  type WebhookFormValue,
  webhookEventDescriptions,
} from './webhook-form';
