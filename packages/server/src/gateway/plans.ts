import type { FastifyBaseLogger } from 'fastify';
import { type DeviceDirectory, hasActivePlan } from './devices';
import type { SessionManager } from './sessions';

/**
 * Keeps WhatsApp sessions to paid time: a running session whose plan has ended is closed (its link is kept),
 * and a linked session closed that way comes back once the plan is renewed.
 */
export class PlanEnforcer {
  private readonly suspended = new Set<string>();

  constructor(
    private readonly sessions: SessionManager,
    private readonly devices: DeviceDirectory,
    private readonly log: FastifyBaseLogger,
  ) {}

  async check(now = Date.now()): Promise<void> {
    const running = new Set(this.sessions.startedDeviceIds());
    const known = await this.devices.byIds([...new Set([...running, ...this.suspended])]);
    const existing = new Set(known.map((device) => device.id));
    for (const id of this.suspended) if (!existing.has(id)) this.suspended.delete(id);

    await Promise.allSettled(
      known.map(async (device) => {
        const active = hasActivePlan(device, now);
        if (!active && running.has(device.id)) {
          if (this.sessions.state(device.id).loggedIn) this.suspended.add(device.id);
          this.log.info({ deviceId: device.id }, 'paket device berakhir; sesi WhatsApp ditutup');
          await this.sessions.disconnect(device.id);
        } else if (active && this.suspended.has(device.id)) {
          this.suspended.delete(device.id);
          await this.sessions.connect(device.id);
        }
      }),
    );
  }
}
