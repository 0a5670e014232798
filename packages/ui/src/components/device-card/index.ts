export { DeviceCard, type DeviceCardDevice, type DeviceCardProps } from './device-card';
