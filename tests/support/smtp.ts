import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Delivered = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server in this process: no TLS, no auth, keeps what it is given. `onDelivered`
 * sees each message as it arrives (the browser tests write them where their workers read).
 */
export async function startSmtp(port = 0, onDelivered?: (message: Delivered) => void) {
  const delivered: Delivered[] = [];
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const message = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        delivered.push(message);
        onDelivered?.(message);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    delivered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (for "SMTP is down"), which a server can take later. */
export async function freePort() {
  const probe = await startSmtp();
  await probe.close();
  return probe.port;
}

/** The text of a message as sent (quoted-printable soft breaks and escapes undone). */
export function bodyOf(raw: string) {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  const qp = body.replace(/=\r\n/g, '').replace(/(=[0-9A-F]{2})+/g, (m) =>
    Buffer.from(
      m
        .split('=')
        .slice(1)
        .map((h) => Number.parseInt(h, 16)),
    ).toString('utf8'),
  );
  return qp.replace(/\r\n/g, '\n');
}
