export {
  DeviceDetail,
  type DeviceDetailCopied,
  type DeviceDetailProps,
  type DeviceDetailWebhook,
} from './device-detail';
