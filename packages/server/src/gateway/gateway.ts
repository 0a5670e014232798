import QRCode from 'qrcode';
import type { Config } from '../config';
import type { DeviceDirectory } from './devices';
import type { WaEngine } from './engine';
import type { PlanEnforcer } from './plans';
import type { SessionManager } from './sessions';
import type { WebhookQueue } from './webhooks/queue';

/** Everything the gateway's routes and listeners share. */
export interface Gateway {
  config: Config;
  engine: WaEngine;
  sessions: SessionManager;
  webhooks: WebhookQueue;
  devices: DeviceDirectory;
  plans: PlanEnforcer;
}

/** A QR payload as a PNG data URL, as wuzapi's /session/qr and the device-login page show it. */
export function qrImage(qr: string): Promise<string> {
  return QRCode.toDataURL(qr, { margin: 2, width: 280, errorCorrectionLevel: 'L' });
}
