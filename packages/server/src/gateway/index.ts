import type { FastifyInstance } from 'fastify';
import { registerWuzapiApi } from './api';
import { BaileysEngine } from './baileys/engine';
import { DeviceDirectory, hasActivePlan } from './devices';
import type { Gateway } from './gateway';
import { registerDeviceLogin } from './login-page/routes';
import { PlanEnforcer } from './plans';
import { SessionManager } from './sessions';
import { SimulatorEngine } from './simulator/engine';
import { registerSimulatorControl } from './simulator/routes';
import { verificationListener } from './verification';
import { webhookSettingsRoutes } from './webhook-settings-routes';
import { forwardToWebhooks, webhookSender } from './webhooks/events';
import { WebhookQueue } from './webhooks/queue';

/** The gateway's parts, reachable from the app context (the benchmark reads them). */
export interface GatewayContext {
  gateway?: Gateway;
}

/** Mounts the WhatsApp gateway (wuzapi-compatible API, webhooks, verification). */
export async function registerGateway(app: FastifyInstance) {
  const { config, database } = app.ctx;
  const db = database.db;
  const simulator = config.WA_ENGINE === 'simulator' ? new SimulatorEngine(db) : null;
  const engine = simulator ?? new BaileysEngine(db, app.log);
  const sessions = new SessionManager(engine, db, app.log);
  const devices = new DeviceDirectory(db);
  const webhooks = new WebhookQueue(db, app.log, webhookSender(devices));
  const plans = new PlanEnforcer(sessions, devices, app.log);
  const gateway: Gateway = { config, engine, sessions, webhooks, devices, plans };

  const ctx = app.ctx as typeof app.ctx & GatewayContext;
  ctx.gateway = gateway;
  ctx.deviceState = (deviceId) => {
    const state = sessions.state(deviceId);
    return { connected: state.connected, phone: state.phone };
  };
  // The device is already deleted: a clean-up step that fails is logged, and the delete still succeeds.
  ctx.onDeviceDeleted = async (deviceId) => {
    devices.forget(deviceId);
    const steps = await Promise.allSettled([sessions.remove(deviceId), webhooks.forget(deviceId)]);
    for (const step of steps) {
      if (step.status === 'rejected') {
        app.log.error({ err: step.reason, deviceId }, 'Pembersihan device yang dihapus gagal');
      }
    }
  };

  sessions.onEvent(
    forwardToWebhooks(webhooks, (error) => app.log.error({ err: error }, 'webhook gagal diantrekan')),
  );
  sessions.onEvent(
    verificationListener({
      db,
      sessions,
      log: app.log,
      keyword: config.VERIFY_KEYWORD,
      adminNumber: config.WA_ADMIN_NUMBER,
      appUrl: config.APP_URL,
      verify: (number, code) => ctx.users.verifyByWhatsapp(number, code),
    }),
  );

  await registerWuzapiApi(app, gateway);
  await registerDeviceLogin(app, gateway);
  await app.register(webhookSettingsRoutes(gateway));
  if (simulator) await registerSimulatorControl(app, gateway, simulator);

  const checkPlans = () =>
    plans.check().catch((error: unknown) => app.log.error({ err: error }, 'pemeriksaan paket device gagal'));
  const planTimer = setInterval(checkPlans, config.PAYMENT_SWEEP_SECONDS * 1000);
  planTimer.unref();

  app.addHook('onReady', async () => {
    await restoreSessions(gateway);
    webhooks.start();
  });
  app.addHook('onClose', async () => {
    clearInterval(planTimer);
    await webhooks.stop();
    await sessions.close();
  });
}

/** Reconnects every device that was linked and still has an active plan. */
async function restoreSessions(gateway: Gateway) {
  const stored = await gateway.sessions.load();
  const linked = stored.filter((entry) => entry.loggedIn).map((entry) => entry.deviceId);
  const active = (await gateway.devices.byIds(linked)).filter((device) => hasActivePlan(device));
  await Promise.allSettled(active.map((device) => gateway.sessions.connect(device.id)));
}
