export {
  DeviceDetail,
  type DeviceDetailCopied,
  type DeviceDetailProps,
  type DeviceDetailWebhook,
  type DeviceDetailWebhookTest,
} from './device-detail';
