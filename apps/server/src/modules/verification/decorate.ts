import type { FastifyInstance } from 'fastify';
import { settingsBoxOf, settingsStore, type SettingsStore } from '../settings/store.ts';
import { codeService, type CodeService } from './codes.ts';
import { deliveryService, type DeliveryService } from './delivery.ts';

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsStore;
    codes: CodeService;
    delivery: DeliveryService;
  }
}

/** The accounts area's services: admin settings, verification codes, message delivery. */
export function decorateAccounts(app: FastifyInstance) {
  app.decorate('settings', settingsStore(app.db, app.config.NODE_ENV, settingsBoxOf(app.config)));
  app.decorate('codes', codeService(app.state));
  app.decorate('delivery', deliveryService(app.db, app.settings));
}
