import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpTestServer {
  url: string;
  received: ReceivedMail[];
  /** How many times a sender got as far as naming the recipient. */
  attempts(): number;
  /** When each of those attempts happened (ms since the epoch). */
  attemptTimes: number[];
  close(): Promise<void>;
}

/** A real SMTP server on a free port that refuses the first `refuse` deliveries with a temporary 451. */
export async function startSmtpServer(options: { refuse?: number } = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  const attemptTimes: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      attempts += 1;
      attemptTimes.push(Date.now());
      if (attempts <= (options.refuse ?? 0)) {
        const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    attemptTimes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
