import type { Enquiry } from '../enquiries/enquiry.entity';
import type { NotificationEmail } from './notification-email';

/**
 * The one reminder about a new enquiry nobody has worked on for a business day: who asked, when, and where
 * to find it; the enquiry's own details are in the first e-mail and the inbox. Reply-To is the enquirer.
 */
export function reminderEmail(enquiry: Enquiry): NotificationEmail {
  const name = `${enquiry.firstName} ${enquiry.lastName}`;
  return {
    subject: `Reminder: the enquiry from ${name} is still waiting`,
    text: [
      `The enquiry from ${name} (received ${enquiry.receivedAt.toISOString()}) has waited a business day without a stage, a note or an answer.`,
      '',
      `Email: ${enquiry.email}`,
      `Phone: ${enquiry.phone}`,
      `Page: ${enquiry.page}`,
      '',
      'Open the staff area\'s Enquiries to call them back, add a note or set its stage.',
      '',
    ].join('\n'),
    replyTo: enquiry.email,
  };
}
