import type { WebhookEventType } from '@wuz/api/contract';
import type { DeviceDirectory } from '../devices';
import type { SessionEvent } from '../sessions';
import type { WebhookQueue } from './queue';

/** The webhook body of a session event, shaped like wuzapi's (`{type, event: {...}}`). */
export function webhookPayload(
  event: SessionEvent,
): { type: WebhookEventType; payload: Record<string, unknown> }[] {
  switch (event.type) {
    case 'Message': {
      const message = event.message;
      return [
        {
          type: 'Message',
          payload: {
            event: {
              Info: {
                ID: message.id,
                Chat: message.chat,
                Sender: message.sender,
                IsFromMe: message.fromMe,
                IsGroup: message.isGroup,
                Timestamp: message.timestamp.toISOString(),
                PushName: message.pushName,
                Type: message.type === 'text' ? 'text' : 'media',
                MediaType: message.type === 'text' ? '' : message.type,
              },
              Message: message.content,
            },
          },
        },
      ];
    }
    case 'Connected': {
      const connected = {
        type: 'Connected' as const,
        payload: { event: { JID: event.jid, Phone: event.phone } },
      };
      return event.firstLink
        ? [{ type: 'PairSuccess', payload: { event: { ID: event.jid, Phone: event.phone } } }, connected]
        : [connected];
    }
    case 'Disconnected':
      return [{ type: 'Disconnected', payload: { event: { Reason: event.reason ?? '' } } }];
    case 'LoggedOut':
      return [{ type: 'LoggedOut', payload: { event: { Reason: 'logged out' } } }];
    case 'QR':
      return [{ type: 'QR', payload: { event: { Codes: [event.qr] }, qrCode: event.qr } }];
  }
}

/**
 * Which device a webhook comes from, named as wuzapi names it in its JSON webhooks: the device's token, its id
 * (wuzapi's `userID`) and its name (`instanceName`), so one receiver can serve several devices.
 */
export function webhookSender(devices: DeviceDirectory) {
  return async (deviceId: string) => {
    const device = await devices.byId(deviceId);
    return device ? { token: device.apiKey, userID: device.id, instanceName: device.name } : null;
  };
}

/** Queues every session event for the device's webhook. */
export function forwardToWebhooks(queue: WebhookQueue, onError: (error: unknown) => void) {
  return (event: SessionEvent) => {
    for (const { type, payload } of webhookPayload(event)) {
      queue.enqueue(event.deviceId, type, payload).catch(onError);
    }
  };
}
