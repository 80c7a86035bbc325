import type { Enquiry } from '../enquiries/enquiry.entity';

export interface NotificationEmail {
  subject: string;
  text: string;
  replyTo: string;
}

const FORM_NAMES = { enquiry: 'the enquiry form', contact: 'the contact page' } as const;

/** The e-mail staff receive for a new enquiry: every field, plain text, with Reply-To set to the enquirer. */
export function notificationEmail(enquiry: Enquiry): NotificationEmail {
  const name = `${enquiry.firstName} ${enquiry.lastName}`;
  const lines: Array<[string, string | null]> = [
    ['Name', name],
    ['Email', enquiry.email],
    ['Phone', enquiry.phone],
    ['Organisation', enquiry.organisation],
    ['Enquiring as', enquiry.enquirerType],
    ['Users', enquiry.userCount],
    ['Service', enquiry.service],
    ['Page', enquiry.page],
    ['Received', enquiry.receivedAt.toISOString()],
    ['Captcha', enquiry.captcha === 'not-checked' ? 'not checked' : enquiry.captcha],
  ];
  const details = lines.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`);
  return {
    subject: `New enquiry from ${name} (${FORM_NAMES[enquiry.form]})`,
    text: [...details, '', enquiry.message || 'No additional details provided', ''].join('\n'),
    replyTo: enquiry.email,
  };
}
