import type { RuntimeConfig } from '../../config/runtime-config';

export type TemplateParams = Record<string, string>;

export class EmailNotConfiguredError extends Error {
  constructor(readonly missing: string[]) {
    super(`E-mail sending is not configured: ${missing.join(', ')}`);
    this.name = 'EmailNotConfiguredError';
  }
}

type TemplateKey = 'EMAILJS_TEMPLATE_ID' | 'EMAILJS_CONTACT_TEMPLATE_ID';

/** One send through EmailJS; the SDK is fetched only when a visitor actually sends. */
export async function sendEnquiry(config: RuntimeConfig, templateKey: TemplateKey, params: TemplateParams): Promise<void> {
  const needed = ['EMAILJS_PUBLIC_KEY', 'EMAILJS_SERVICE_ID', templateKey] as const;
  const missing = needed.filter((key) => !config[key]);
  if (missing.length > 0) throw new EmailNotConfiguredError(missing);
  const { default: emailjs } = await import('@emailjs/browser');
  await emailjs.send(config.EMAILJS_SERVICE_ID, config[templateKey], params, { publicKey: config.EMAILJS_PUBLIC_KEY });
}
