/** The changes that could take an account over, of which its (old) e-mail address is always told. */
export type AccountChange =
  | { kind: 'email-change-requested'; newEmail: string }
  | { kind: 'email-changed'; newEmail: string }
  | { kind: 'password-changed' }
  | { kind: 'password-reset' }
  | { kind: 'second-factor-on' }
  | { kind: 'second-factor-off' }
  | { kind: 'second-factor-reset' }
  | { kind: 'recovery-codes-replaced' };

function whatHappened(change: AccountChange): string {
  switch (change.kind) {
    case 'email-change-requested':
      return `Someone signed in as you asked to change your e-mail address to ${change.newEmail}. It changes only once the link sent there is opened.`;
    case 'email-changed':
      return `Your e-mail address was changed to ${change.newEmail}. Password reset links now go there.`;
    case 'password-changed':
      return 'Your password was changed.';
    case 'password-reset':
      return 'Your password was reset through a link sent by e-mail.';
    case 'second-factor-on':
      return 'Two-step sign-in was turned on with a new authenticator app.';
    case 'second-factor-off':
      return 'Two-step sign-in was turned off.';
    case 'second-factor-reset':
      return 'An administrator turned off your two-step sign-in (a lost phone, for example).';
    case 'recovery-codes-replaced':
      return 'New recovery codes were made; the old ones no longer work.';
  }
}

/** The text of the notice to an account's address: what changed, when, from where, and what to do if it was not them. */
export function accountNoticeText(change: AccountChange, username: string, site: string, at: Date, clientAddress: string | null): string {
  return [
    `A change to the account "${username}" on ${site}:`,
    '',
    whatHappened(change),
    '',
    `When: ${at.toISOString()}${clientAddress ? `, from the address ${clientAddress}` : ''}.`,
    '',
    'If this was you, there is nothing to do.',
    'If it was not you, tell an administrator at once: they can end every session of the account and suspend it.',
    '',
  ].join('\n');
}
