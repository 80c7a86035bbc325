/**
 * The full privacy policy shown in the footer's modal. Loaded with a dynamic import when the modal
 * first opens, so its text stays out of every page's initial JavaScript.
 */
import { formatAddress, type PostalAddress } from './company';

export type PolicyBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  /** The Privacy Officer's postal address, e-mail and phone, rendered as links. */
  | { kind: 'contact' };

export interface PolicySection {
  heading: string;
  blocks: PolicyBlock[];
}

export interface PrivacyPolicyDetails {
  companyName: string;
  address: PostalAddress;
}

export interface PrivacyPolicy {
  intro: string[];
  sections: PolicySection[];
}

const p = (text: string): PolicyBlock => ({ kind: 'paragraph', text });
const list = (...items: string[]): PolicyBlock => ({ kind: 'list', items });

export function buildPrivacyPolicy({ companyName, address }: PrivacyPolicyDetails): PrivacyPolicy {
  const postalAddress = formatAddress(address);
  return {
    intro: [
      `This policy explains how ${companyName} ("we", "us", "our") collects, holds, uses and discloses personal information, and how you can access or correct the information we hold about you or make a complaint.`,
      'By using our website or contacting us, you acknowledge that your personal information will be handled as described here.',
    ],
    sections: [
      {
        heading: '1. Who we are',
        blocks: [
          p(
            `${companyName} is an information technology services and consulting business and Microsoft solutions partner based in North Geelong, Victoria. We provide managed IT, cloud, security and consulting services to organisations and individuals across Australia.`,
          ),
          p(`Our postal address is ${postalAddress}.`),
        ],
      },
      {
        heading: '2. The Privacy Act and the Australian Privacy Principles',
        blocks: [
          p(
            'We are committed to handling personal information in accordance with the Privacy Act 1988 (Cth) and the Australian Privacy Principles (APPs) contained in it. The APPs govern how personal information is collected, used, disclosed, stored, kept accurate and made available for access and correction.',
          ),
          p(
            'In this policy, "personal information" has the meaning given in the Privacy Act: information or an opinion about an identified individual, or an individual who is reasonably identifiable.',
          ),
        ],
      },
      {
        heading: '3. What personal information we collect',
        blocks: [
          p('The personal information we collect depends on how you deal with us. It commonly includes:'),
          list(
            'your name and job title;',
            'contact details, such as your e-mail address, phone number and postal address;',
            'the name of the organisation you work for and the approximate number of people who use its IT systems;',
            'the services you are interested in and the details you choose to include in an enquiry or message;',
            'records of our communications with you, including support requests and call notes;',
            'for clients, information needed to deliver our services, such as user account names and the details of authorised contacts, and billing information;',
            'technical information about your visit to our website, such as your IP address, browser type, device and the pages you view.',
          ),
          p(
            'We do not seek to collect sensitive information (such as health information or information about your racial or ethnic origin). If we need it to provide a service, we will only collect it with your consent or where the law permits.',
          ),
          p(
            'You may deal with us anonymously or under a pseudonym where that is lawful and practicable, for example when asking a general question. We usually need your name and contact details to respond to an enquiry or provide services.',
          ),
        ],
      },
      {
        heading: '4. How we collect personal information',
        blocks: [
          p('We collect personal information directly from you wherever practical, including when you:'),
          list(
            'complete an enquiry or contact form on our website;',
            'send us an e-mail or correspond with us in writing;',
            'call our team or speak with us in person, including at events;',
            'engage us to provide services, or log a support request.',
          ),
          p(
            'Sometimes we collect personal information from third parties, such as your employer when your organisation becomes our client, or from publicly available sources such as business directories and professional networking sites. If we receive personal information we did not ask for, we will destroy or de-identify it if we could not lawfully have collected it.',
          ),
        ],
      },
      {
        heading: '5. Why we collect, hold and use personal information',
        blocks: [
          p('We collect, hold and use personal information to:'),
          list(
            'respond to your enquiries and prepare proposals and quotes;',
            'provide, manage and support the IT services you or your organisation have engaged us for;',
            'verify the identity of people who contact our support team on behalf of a client;',
            'invoice for our services and manage our accounts;',
            'protect our website from spam and abuse;',
            'improve our website, services and customer experience;',
            'send you information about our services, events and insights where you have agreed to receive it or where the law allows;',
            'meet our legal and regulatory obligations.',
          ),
          p(
            'If you do not provide the information we ask for, we may not be able to respond to your enquiry or provide our services.',
          ),
        ],
      },
      {
        heading: '6. Disclosure of personal information',
        blocks: [
          p(
            'We do not sell personal information. We disclose it only for the purposes it was collected for, a related purpose you would reasonably expect, with your consent, or where the law requires or permits. Recipients may include:',
          ),
          list(
            'our e-mail delivery provider, which delivers the messages you send through our website forms to our team;',
            'our spam-protection (captcha) provider, which checks that website forms are completed by a person;',
            'our website and data hosting providers, and the providers of our error-monitoring and business software;',
            'vendors and partners, such as Microsoft, where needed to provision licences or services you have asked for;',
            'our professional advisers, such as accountants, auditors and lawyers;',
            'government agencies, regulators and law enforcement bodies where required by law.',
          ),
          p(
            'We require our service providers to handle personal information securely and only for the purpose of providing their services to us.',
          ),
        ],
      },
      {
        heading: '7. Overseas disclosure',
        blocks: [
          p(
            'Some of our service providers, including our e-mail delivery, spam-protection and cloud software providers, may store or process personal information outside Australia, most commonly in the United States and the European Union.',
          ),
          p(
            'Before disclosing personal information overseas, we take reasonable steps to ensure the recipient handles it in a way that is consistent with the Australian Privacy Principles, including by choosing reputable providers and relying on their contractual privacy and security commitments.',
          ),
        ],
      },
      {
        heading: '8. How we protect personal information',
        blocks: [
          p(
            'We hold personal information in electronic form in secure systems and, occasionally, in paper records. As an IT security provider, we apply the controls we recommend to our clients, including:',
          ),
          list(
            'multi-factor authentication and role-based access, so staff can reach only the information their work requires;',
            'encryption of data in transit and, where supported, at rest;',
            'security monitoring, patching and regular backups;',
            'confidentiality obligations for our staff and contractors, and secure disposal of records.',
          ),
          p(
            'When we no longer need personal information for any purpose for which it may be used or disclosed, and we are not required by law to keep it, we take reasonable steps to destroy or de-identify it.',
          ),
          p(
            'What you send with our enquiry forms (your name, e-mail address, phone number, organisation, the service you asked about and your message), the page you sent it from and where your visit came from (see section 10), with the notes our staff write while following it up, is kept for two years from when it arrives and then deleted automatically. Messages our spam protection catches are deleted after 30 days. If you ask us to, we erase every enquiry sent with your e-mail address sooner; our records of that erasure do not contain your address.',
          ),
          p(
            'If we become aware of a data breach that is likely to result in serious harm, we will assess it promptly and notify affected individuals and the Office of the Australian Information Commissioner as required by the Notifiable Data Breaches scheme.',
          ),
        ],
      },
      {
        heading: '9. Access and correction',
        blocks: [
          p(
            'You may ask for access to the personal information we hold about you, or ask us to correct it if you believe it is inaccurate, out of date, incomplete, irrelevant or misleading. Please contact our Privacy Officer using the details below.',
          ),
          p(
            'We will respond within 30 days. We may need to verify your identity first. There is no charge for asking; if providing access involves significant effort we may charge a reasonable fee, and we will tell you beforehand. If we refuse access or correction, we will explain why in writing and tell you how to complain.',
          ),
        ],
      },
      {
        heading: '10. Cookies and analytics',
        blocks: [
          p(
            'Our website uses cookies and similar technologies (such as browser local storage) to keep the site working, remember your preferences, protect our forms from spam and understand how visitors use the site.',
          ),
          p(
            'While you browse, your browser remembers for that visit only (in its session storage, which it clears when you close the tab) the first page you opened, the website that linked to it and any campaign labels in its address (utm_source, utm_medium, utm_campaign, utm_term, utm_content). Nothing of this leaves your browser unless you send an enquiry; then it is sent with the enquiry, so we can tell which of our pages and campaigns bring enquiries. We use no cookie, third party or fingerprinting for this.',
          ),
          p(
            'Analytics information is collected in aggregate and is not used to identify you personally. You can set your browser to refuse or delete cookies; some parts of the site, such as the enquiry form, may not work properly if you do.',
          ),
        ],
      },
      {
        heading: '11. Direct marketing and opting out',
        blocks: [
          p(
            'We may send you information about our services, insights and events where you have agreed to receive it, or where you would reasonably expect it as an existing client. Every marketing e-mail includes an unsubscribe link.',
          ),
          p(
            'You can opt out at any time by using that link or by contacting us, and we will action your request promptly. We comply with the Spam Act 2003 (Cth) and do not provide your details to others for their own marketing.',
          ),
        ],
      },
      {
        heading: '12. Complaints',
        blocks: [
          p(
            'If you believe we have breached the Australian Privacy Principles or mishandled your personal information, please contact our Privacy Officer in writing with the details of your concern. We will acknowledge your complaint within 7 days, investigate it, and aim to give you our response within 30 days.',
          ),
          p(
            'If you are not satisfied with our response, you may complain to the Office of the Australian Information Commissioner (OAIC):',
          ),
          list('Website: www.oaic.gov.au', 'Phone: 1300 363 992', 'Post: GPO Box 5288, Sydney NSW 2001'),
        ],
      },
      {
        heading: '13. Changes to this policy',
        blocks: [
          p(
            'We review this policy regularly and may update it to reflect changes in the law, our services or our practices. The current version is always available on our website, and changes take effect when they are published there.',
          ),
        ],
      },
      {
        heading: '14. Contact our Privacy Officer',
        blocks: [
          p(
            'For questions about this policy, to request access to or correction of your personal information, or to make a complaint, please contact:',
          ),
          { kind: 'contact' },
        ],
      },
    ],
  };
}
