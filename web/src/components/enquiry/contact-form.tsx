import { type EnquirerType, SERVICE_LABELS, USER_COUNT_BANDS } from '@site/contracts';
import { CaptchaField } from './captcha-field';
import { FormField } from './form-field';
import { HoneypotField } from './honeypot-field';
import { SendStatusMessage } from './send-status';
import { useEnquiryForm } from './use-enquiry-form';

const EMPTY_CONTACT = {
  firstName: '',
  lastName: '',
  type: 'organization' as EnquirerType,
  userCount: '0-25' as string,
  service: '',
  phone: '',
  email: '',
  description: '',
};
type ContactFields = typeof EMPTY_CONTACT;

/** The e-mail the contact template receives (spec 3, "Message sent for variant B"). */
export function contactTemplateParams(fields: ContactFields): Record<string, string> {
  return {
    from_name: `${fields.firstName} ${fields.lastName}`.trim(),
    user_type: fields.type,
    user_count: fields.type === 'organization' ? fields.userCount : '1',
    service: fields.service || 'N/A',
    phone: fields.phone,
    email: fields.email,
    message: fields.description.trim() || 'No additional details provided',
  };
}

/** Variant B as the enquiry service keeps it: spec 3's field names; the user count only for an organisation. */
export function contactRecord(fields: ContactFields) {
  const { userCount, ...rest } = fields;
  return { form: 'contact' as const, ...rest, ...(fields.type === 'organization' ? { userCount } : {}) };
}

/** Variant B (spec 3): the full form on the contact page. */
export function ContactForm() {
  const form = useEnquiryForm<ContactFields>({
    initialFields: EMPTY_CONTACT,
    templateKey: 'EMAILJS_CONTACT_TEMPLATE_ID',
    toTemplateParams: (fields) => contactTemplateParams(fields),
    toRecord: contactRecord,
  });
  const { fields, setField, errors } = form;

  return (
    <form className="enquiry-form contact-form" onSubmit={form.handleSubmit} aria-labelledby="contact-form-heading">
      <div className="enquiry-form__row">
        <FormField id="contact-first-name" label="First name">
          {(control) => (
            <input {...control} name="firstName" autoComplete="given-name" required value={fields.firstName} onChange={(e) => setField('firstName', e.target.value)} />
          )}
        </FormField>
        <FormField id="contact-last-name" label="Last name">
          {(control) => (
            <input {...control} name="lastName" autoComplete="family-name" required value={fields.lastName} onChange={(e) => setField('lastName', e.target.value)} />
          )}
        </FormField>
      </div>
      <div className="enquiry-form__row">
        <FormField id="contact-type" label="I am enquiring as">
          {(control) => (
            <select {...control} name="type" required value={fields.type} onChange={(e) => setField('type', e.target.value as ContactFields['type'])}>
              {/* HTML wants a required select to start with an empty placeholder; the default stays a real choice. */}
              <option value="" disabled hidden>
                Select a type
              </option>
              <option value="organization">An organisation</option>
              <option value="individual">An individual</option>
            </select>
          )}
        </FormField>
        {fields.type === 'organization' && (
          <FormField id="contact-user-count" label="Number of users">
            {(control) => (
              <select {...control} name="userCount" required value={fields.userCount} onChange={(e) => setField('userCount', e.target.value)}>
                <option value="" disabled hidden>
                  Select a number of users
                </option>
                {USER_COUNT_BANDS.map((band) => (
                  <option key={band} value={band}>
                    {band}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
      </div>
      <FormField id="contact-service" label="Service">
        {(control) => (
          <select {...control} name="service" required value={fields.service} onChange={(e) => setField('service', e.target.value)}>
            <option value="" disabled>
              Select a service
            </option>
            {SERVICE_LABELS.map((label) => (
              <option key={label} value={label.toLowerCase()}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="enquiry-form__row">
        <FormField id="contact-phone" label="Phone" error={errors.phone}>
          {(control) => (
            <input {...control} name="phone" type="tel" autoComplete="tel" required value={fields.phone} onChange={(e) => setField('phone', e.target.value)} />
          )}
        </FormField>
        <FormField id="contact-email" label="Email" error={errors.email}>
          {(control) => (
            <input {...control} name="email" type="email" autoComplete="email" required value={fields.email} onChange={(e) => setField('email', e.target.value)} />
          )}
        </FormField>
      </div>
      <FormField id="contact-description" label="How can we help? (optional)">
        {(control) => (
          <textarea {...control} name="description" rows={5} value={fields.description} onChange={(e) => setField('description', e.target.value)} />
        )}
      </FormField>
      <HoneypotField id="contact-website" value={form.honeypot} onChange={form.setHoneypot} />
      <CaptchaField captchaRef={form.captchaRef} error={errors.captcha} errorId="contact-captcha-error" {...form.captchaEvents} />
      <button className="button button--primary enquiry-form__submit" type="submit" disabled={form.submitting}>
        {form.submitting ? 'Sending...' : 'Send Message'}
      </button>
      <SendStatusMessage status={form.status} live />
    </form>
  );
}
