import type { CodeDelivery, DeliveryStatus } from '@zhiyuan/shared';
import type { SettingsStore } from '../settings/store.ts';

const kindOf = (provider: string): CodeDelivery => (provider === 'outbox' || provider === 'none' ? provider : 'provider');

export async function deliveryStatus(settings: SettingsStore): Promise<DeliveryStatus> {
  const [sms, email] = await Promise.all([settings.read('sms'), settings.read('email')]);
  const delivery = { sms: kindOf(sms.provider), email: kindOf(email.provider) };
  return { delivery, codesToOutbox: delivery.sms === 'outbox' || delivery.email === 'outbox' };
}

const CHANNEL = { sms: 'SMS', email: 'e-mail' } as const;
const SAYS: Record<CodeDelivery, string> = {
  provider: 'sent by the configured provider',
  outbox: 'kept in the development outbox (开发发件箱), NOT sent to users',
  none: 'not sent (no provider)',
};

/** The start banner's lines about verification codes (main.ts). */
export function deliveryBannerLines(status: DeliveryStatus): string[] {
  const lines = (['sms', 'email'] as const).map((channel) => `Codes: ${CHANNEL[channel]} ${SAYS[status.delivery[channel]]}`);
  if (status.codesToOutbox) {
    lines.push(
      'WARNING verification codes go to the outbox, not to users: fine for a trial, never for a public site. Set an SMS or e-mail provider in 系统配置 (production starts with none).',
    );
  }
  return lines;
}
