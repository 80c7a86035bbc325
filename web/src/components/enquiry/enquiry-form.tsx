import { CaptchaField } from './captcha-field';
import { FormField } from './form-field';
import { HoneypotField } from './honeypot-field';
import { SendStatusMessage } from './send-status';
import { useEnquiryForm } from './use-enquiry-form';

const EMPTY_ENQUIRY = { firstName: '', lastName: '', email: '', phone: '', organisation: '', message: '' };
type EnquiryFields = typeof EMPTY_ENQUIRY;

/** Variant A (spec 3): the short enquiry form on home, about, services, group and industry pages. */
export function EnquiryForm({ idPrefix = 'enquiry' }: { idPrefix?: string }) {
  const form = useEnquiryForm<EnquiryFields>({
    initialFields: EMPTY_ENQUIRY,
    templateKey: 'EMAILJS_TEMPLATE_ID',
    toTemplateParams: (fields, captchaToken) => ({ ...fields, captchaToken }),
    toRecord: (fields) => ({ form: 'enquiry', ...fields }),
  });
  const id = (name: string) => `${idPrefix}-${name}`;
  const text = (name: keyof EnquiryFields, label: string, extra: { type?: string; autoComplete?: string; inputMode?: 'email' | 'tel' } = {}) => (
    <FormField id={id(name)} label={label} error={name === 'email' || name === 'phone' ? form.errors[name] : undefined}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete}
          inputMode={extra.inputMode}
          required
          value={form.fields[name]}
          onChange={(event) => form.setField(name, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <form className="enquiry-form" onSubmit={form.handleSubmit} aria-label="Enquiry form">
      <div className="enquiry-form__row">
        {text('firstName', 'First name', { autoComplete: 'given-name' })}
        {text('lastName', 'Last name', { autoComplete: 'family-name' })}
      </div>
      <div className="enquiry-form__row">
        {text('email', 'Email', { autoComplete: 'email', inputMode: 'email' })}
        {text('phone', 'Phone', { autoComplete: 'tel', inputMode: 'tel' })}
      </div>
      {text('organisation', 'Organisation', { autoComplete: 'organization' })}
      <FormField id={id('message')} label="Message">
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={5}
            required
            value={form.fields.message}
            onChange={(event) => form.setField('message', event.target.value)}
          />
        )}
      </FormField>
      <HoneypotField id={id('website')} value={form.honeypot} onChange={form.setHoneypot} />
      <CaptchaField captchaRef={form.captchaRef} error={form.errors.captcha} errorId={id('captcha-error')} {...form.captchaEvents} />
      <button className="button button--primary enquiry-form__submit" type="submit" disabled={form.submitting}>
        {form.submitting ? 'Sending...' : 'Send Message'}
      </button>
      <SendStatusMessage status={form.status} live={false} />
    </form>
  );
}
