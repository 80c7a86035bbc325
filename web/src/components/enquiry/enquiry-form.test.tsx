import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, useImperativeHandle } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../testing/render-with-site';
import { EnquiryForm } from './enquiry-form';

const send = vi.hoisted(() => vi.fn<(...args: unknown[]) => Promise<unknown>>());
const resetCaptcha = vi.hoisted(() => vi.fn());
/** The enquiry service's POST /api/enquiries. */
const recordFetch = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();

vi.mock('@emailjs/browser', () => ({ default: { send } }));

/** Stands in for the hCaptcha widget: a button that completes the check. */
vi.mock('@hcaptcha/react-hcaptcha', () => ({
  default: forwardRef<{ resetCaptcha: () => void }, { onVerify: (token: string) => void }>(function FakeCaptcha({ onVerify }, ref) {
    useImperativeHandle(ref, () => ({ resetCaptcha }));
    return (
      <button type="button" onClick={() => onVerify('captcha-token')}>
        I am human
      </button>
    );
  }),
}));

const CONFIG = {
  EMAILJS_PUBLIC_KEY: 'public-key',
  EMAILJS_SERVICE_ID: 'service',
  EMAILJS_TEMPLATE_ID: 'template-a',
  HCAPTCHA_DEV_SITE_KEY: 'dev-key',
  HCAPTCHA_SITE_KEY: 'live-key',
};

const ENQUIRY = {
  'First name': 'Jo',
  'Last name': 'Citizen',
  Email: 'jo@example.com.au',
  Phone: '03 5222 1234',
  Organisation: 'Geelong Builders',
  Message: 'We need help moving to Windows 11.',
};

async function fillIn(values: Partial<Record<keyof typeof ENQUIRY, string>>) {
  const user = userEvent.setup({ delay: null });
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
  }
  return user;
}

describe('the enquiry form (variant A, spec 3-5)', () => {
  beforeEach(() => {
    recordFetch.mockReset();
    recordFetch.mockResolvedValue(new Response('{"id":"x"}', { status: 201 }));
    vi.stubGlobal('fetch', recordFetch);
    send.mockReset();
    resetCaptcha.mockReset();
    renderWithSite(<EnquiryForm />, { config: CONFIG });
  });

  it('loads the captcha widget only once a visitor starts the form', async () => {
    expect(screen.queryByRole('button', { name: 'I am human' })).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByLabelText('First name'));
    expect(await screen.findByRole('button', { name: 'I am human' })).toBeVisible();
  });

  it('has the six fields of variant A, all required', () => {
    for (const label of Object.keys(ENQUIRY)) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('refuses to send a bad e-mail, a bad phone number and a missing captcha, saying why', async () => {
    const user = await fillIn({ ...ENQUIRY, Email: 'jo@example', Phone: 'call me' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(screen.getByLabelText('Email')).toBeInvalid();
    expect(screen.getByText('Please complete the captcha verification')).toBeVisible();
    expect(send).not.toHaveBeenCalled();
  });

  it('clears a field’s error when that field is edited, and the captcha error once the check is done', async () => {
    const user = await fillIn({ ...ENQUIRY, Email: 'jo@example', Phone: 'call me' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await user.type(screen.getByLabelText('Email'), '.com');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeVisible();

    await user.click(await screen.findByRole('button', { name: 'I am human' }));
    expect(screen.queryByText('Please complete the captcha verification')).not.toBeInTheDocument();
  });

  it('sends once, shows Sending... meanwhile, then reports success and starts afresh', async () => {
    let finish: (value: unknown) => void = () => undefined;
    send.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = await fillIn(ENQUIRY);
    await user.click(await screen.findByRole('button', { name: 'I am human' }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      'service',
      'template-a',
      {
        firstName: 'Jo',
        lastName: 'Citizen',
        email: 'jo@example.com.au',
        phone: '03 5222 1234',
        organisation: 'Geelong Builders',
        message: 'We need help moving to Windows 11.',
        captchaToken: 'captcha-token',
      },
      { publicKey: 'public-key' },
    );

    finish({ status: 200, text: 'OK' });
    expect(await screen.findByText('Message sent successfully!')).toBeVisible();
    for (const label of Object.keys(ENQUIRY)) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(resetCaptcha).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps a copy with the enquiry service, and the EmailJS send goes even when that copy fails', async () => {
    recordFetch.mockRejectedValue(new TypeError('Failed to fetch'));
    send.mockResolvedValue({ status: 200, text: 'OK' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await fillIn(ENQUIRY);
    await user.click(await screen.findByRole('button', { name: 'I am human' }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message sent successfully!')).toBeVisible();
    expect(send).toHaveBeenCalledTimes(1);
    expect(recordFetch).toHaveBeenCalledTimes(1);
    const [url, init] = recordFetch.mock.calls[0];
    expect(url).toBe('/api/enquiries');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      form: 'enquiry',
      page: window.location.pathname,
      firstName: 'Jo',
      lastName: 'Citizen',
      email: 'jo@example.com.au',
      phone: '03 5222 1234',
      organisation: 'Geelong Builders',
      message: 'We need help moving to Windows 11.',
      captchaToken: 'captcha-token',
      website: '',
    });
  });

  it('keeps what the visitor typed when sending fails', async () => {
    send.mockRejectedValue({ status: 429, text: 'Too many requests' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await fillIn(ENQUIRY);
    await user.click(await screen.findByRole('button', { name: 'I am human' }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Failed to send message. Please try again.')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Enquiry form' });
    for (const [label, value] of Object.entries(ENQUIRY)) expect(within(form).getByLabelText(label)).toHaveValue(value);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
