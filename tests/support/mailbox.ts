import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

async function readAll(mailDir: string): Promise<ReceivedMail[]> {
  const names = (await readdir(mailDir)).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    names.map(async (name) => {
      const parsed = await simpleParser(await readFile(path.join(mailDir, name)));
      const to = Array.isArray(parsed.to) ? parsed.to.map((address) => address.text).join(', ') : (parsed.to?.text ?? '');
      return { to, subject: parsed.subject ?? '', text: parsed.text ?? '' };
    }),
  );
}

/** The newest message for `address` whose text has `containing`, waiting up to `timeout` ms for one. */
export async function waitForMailTo(mailDir: string, address: string, { containing = '', timeout = 20_000 } = {}): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readAll(mailDir))
          .filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()) && mail.text.includes(containing))
          .at(-1);
        return found !== undefined;
      },
      { timeout, message: `an e-mail to ${address}` },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** How many messages the stack's SMTP server has received for `address` so far. */
export async function mailCountTo(mailDir: string, address: string): Promise<number> {
  return (await readAll(mailDir)).filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase())).length;
}

/** The first link in the message that starts with `prefix` (e.g. the site's /reset-password address). */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s<>"]*`).exec(mail.text);
  if (!match) throw new Error(`No link starting ${prefix} in the e-mail "${mail.subject}":\n${mail.text}`);
  return match[0];
}
