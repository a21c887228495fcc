import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** The login the test SMTP server accepts (any other is refused). */
export const SMTP_LOGIN = { username: 'mailer@zhiyuan.test', password: 'smtp-secret-1' } as const;

export interface ReceivedMail {
  /** Recipients, comma-joined. */
  to: string;
  raw: string;
  /** Who logged in to send it. */
  user?: string;
}

/** A real SMTP server on a free loopback port (plain, AUTH without TLS), keeping what it receives. */
export async function startSmtpServer(): Promise<{ port: number; received: ReceivedMail[]; close: () => void }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, cb) {
      if (auth.username === SMTP_LOGIN.username && auth.password === SMTP_LOGIN.password) cb(null, { user: auth.username });
      else cb(new Error('bad credentials'));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string,
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.server.address() as AddressInfo).port, received, close: () => server.close() };
}
