import type HCaptcha from '@hcaptcha/react-hcaptcha';
import { useRef, useState, type FormEvent } from 'react';
import { useSiteConfig } from '../../config/site-config-context';
import { visitAttribution } from '../../lib/visit-attribution';
import type { CaptchaEvents } from './captcha-field';
import { type EnquiryErrors, validateEnquiry } from './enquiry-validation';
import { type EnquiryFields, recordEnquiry } from './record-enquiry';
import { EmailNotConfiguredError, sendEnquiry, type TemplateParams } from './send-enquiry';

export const SEND_SUCCESS = 'Message sent successfully!';
export const SEND_FAILURE = 'Failed to send message. Please try again.';

export type SendStatus = { kind: 'success' | 'failure'; text: string } | null;

interface EnquiryFormOptions<TFields extends { email: string; phone: string }> {
  initialFields: TFields;
  templateKey: 'EMAILJS_TEMPLATE_ID' | 'EMAILJS_CONTACT_TEMPLATE_ID';
  toTemplateParams: (fields: TFields, captchaToken: string) => TemplateParams;
  /** The fields as the enquiry service keeps them (spec 3's names). */
  toRecord: (fields: TFields) => EnquiryFields;
}

/** The state machine both contact forms share (spec 4): validate, send, then report and reset or keep. */
export function useEnquiryForm<TFields extends { email: string; phone: string }>(options: EnquiryFormOptions<TFields>) {
  const config = useSiteConfig();
  const [fields, setFields] = useState(options.initialFields);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [captchaToken, setCaptchaToken] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [status, setStatus] = useState<SendStatus>(null);
  const [honeypot, setHoneypot] = useState('');
  const captchaRef = useRef<HCaptcha>(null);

  function setField<K extends keyof TFields>(name: K, value: TFields[K]): void {
    setFields((current) => ({ ...current, [name]: value }));
    if (name === 'email' || name === 'phone') setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  const captchaEvents: CaptchaEvents = {
    onVerify: (token) => {
      setCaptchaToken(token);
      setErrors(({ captcha: _cleared, ...rest }) => rest);
    },
    onExpire: () => setCaptchaToken(''),
    onChallengeExpired: () => setCaptchaToken(''),
    onOpen: () => console.debug('Captcha challenge opened'),
    onClose: () => console.debug('Captcha challenge closed'),
    onError: (error) => {
      setCaptchaToken('');
      console.warn('Captcha error', error);
    },
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const found = validateEnquiry(fields, captchaToken);
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    setSubmitting(true);
    setStatus(null);
    // Our own copy first, not awaited: the EmailJS send below goes whatever happens to it, and vice versa.
    void recordEnquiry({ fields: options.toRecord(fields), page: window.location.pathname, captchaToken, website: honeypot, attribution: visitAttribution() });
    try {
      await sendEnquiry(config, options.templateKey, options.toTemplateParams(fields, captchaToken));
      setStatus({ kind: 'success', text: SEND_SUCCESS });
      setFields(options.initialFields);
      setCaptchaToken('');
      captchaRef.current?.resetCaptcha();
    } catch (error) {
      console.error('Enquiry was not sent', error);
      setStatus({
        kind: 'failure',
        text:
          error instanceof EmailNotConfiguredError
            ? `${SEND_FAILURE} Online enquiries are not set up on this site yet: please call us on ${config.SITE_PHONE} or e-mail ${config.SITE_EMAIL}.`
            : SEND_FAILURE,
      });
    } finally {
      setSubmitting(false);
    }
  }

  return { fields, setField, errors, submitting, status, captchaRef, captchaEvents, handleSubmit, honeypot, setHoneypot };
}
