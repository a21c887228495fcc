import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

/**
 * The query of delivery.ts: the outbox. Apart from repo.ts, which imports codes.ts (its Channel),
 * which imports delivery.ts (its Scene): delivery.ts importing repo.ts would close an import cycle.
 */

/** Keeps a message in the outbox (the `outbox` delivery provider). */
export async function insertOutboxMessage(
  db: Db,
  message: { channel: 'sms' | 'email'; recipient: string; scene: string; subject: string; body: string },
): Promise<void> {
  await db.insert(outboxMessages).values({ id: newId(), ...message });
}
