import type { OutgoingMail } from '../mail/mail-sender';
import type { Role } from '../users/role';

export function invitationEmail(input: { to: string; role: Role; url: string; invitedBy: string; siteUrl: string; expiresAt: Date }): OutgoingMail {
  const site = new URL(input.siteUrl).hostname;
  return {
    to: input.to,
    subject: `You are invited to the staff area of ${site}`,
    text: [
      `${input.invitedBy} invited you to the staff area of ${site} as ${/^[aeiou]/.test(input.role) ? 'an' : 'a'} ${input.role}.`,
      '',
      'Choose your username and password here (the link works once):',
      input.url,
      '',
      `It expires on ${input.expiresAt.toUTCString()}.`,
      'If you did not expect this invitation, ignore this e-mail.',
      '',
    ].join('\n'),
  };
}
