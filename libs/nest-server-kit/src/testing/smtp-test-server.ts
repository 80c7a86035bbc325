import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpTestServer {
  /** For SMTP_URL (with SMTP_ALLOW_PLAINTEXT=true: the server offers no STARTTLS). */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the mail to `address` whose subject starts with `subject` (and whose text has `containing`), once it has arrived. */
  mailTo(address: string, subject: string, containing?: string): Promise<ReceivedMail>;
  /** How many times a sender got as far as naming the recipient. */
  attempts(): number;
  /** When each of those attempts happened (ms since the epoch). */
  attemptTimes: number[];
  close(): Promise<void>;
}

/** A real SMTP server on a free loopback port that keeps what it is given, after refusing the first `refuse` deliveries with a temporary 451. */
export async function startSmtpServer(options: { refuse?: number } = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const attemptTimes: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      attemptTimes.push(Date.now());
      if (attemptTimes.length <= (options.refuse ?? 0)) {
        callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
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
    async mailTo(address, subject, containing) {
      for (let waited = 0; waited < 10_000; waited += 50) {
        const mail = received.find(
          (candidate) =>
            candidate.to.includes(address) &&
            candidate.data.includes(`\nSubject: ${subject}`) &&
            (containing === undefined || mailText(candidate).includes(containing)),
        );
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail "${subject}" to ${address} within 10 s`);
    },
    attempts: () => attemptTimes.length,
    attemptTimes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a plain-text mail with soft line breaks (quoted-printable) undone. */
export function mailText(mail: ReceivedMail): string {
  return mail.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}
