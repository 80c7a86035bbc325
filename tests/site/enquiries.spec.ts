import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { stackInfo } from '../support/stack';
import {
  ContactPageForm,
  type EnquiryFormPage,
  FAILURE_RED,
  SEND_FAILURE,
  SEND_SUCCESS,
  ShortEnquiryForm,
  SUCCESS_GREEN,
  VALIDATION,
} from './fixtures/enquiry-forms';
import { answerExternalHostsLocally } from './fixtures/external-hosts';
import { FakeHCaptcha, installFakeHCaptcha } from './fixtures/fake-hcaptcha';
import { expect, test } from './fixtures/site-test';

const config = () => stackInfo().runtimeConfig;

interface Variant {
  name: string;
  path: string;
  open(page: Page): EnquiryFormPage;
}

const VARIANTS: Variant[] = [
  { name: 'variant A (home page)', path: '/', open: (page) => new ShortEnquiryForm(page) },
  { name: 'variant B (contact page)', path: '/contact-us', open: (page) => new ContactPageForm(page) },
];

/** Starts the form as a visitor does, by clicking into a field; its captcha widget loads only then. */
async function openForm<T extends EnquiryFormPage>(page: Page, path: string, open: (page: Page) => T): Promise<T> {
  await page.goto(path);
  const form = open(page);
  await form.email.click();
  await expect(new FakeHCaptcha(page).checkbox(form.form)).toBeVisible();
  return form;
}

for (const variant of VARIANTS) {
  test.describe(`enquiry form, ${variant.name}`, () => {
    test('shows each validation message, sends nothing while one stands, and clears an error when its field is edited', async ({
      page,
      captcha,
      emailjs,
    }) => {
      const form = await openForm(page, variant.path, variant.open);
      await form.fillValid();
      await form.email.fill('jane@example');
      await form.phone.fill('03-52OO');
      await form.submit.click();

      const emailError = form.form.getByText(VALIDATION.email);
      const phoneError = form.form.getByText(VALIDATION.phone);
      const captchaError = form.form.getByText(VALIDATION.captcha);
      await expect(emailError).toBeVisible();
      await expect(form.email).toHaveAccessibleDescription(VALIDATION.email);
      await expect(form.email).toHaveAttribute('aria-invalid', 'true');
      await expect(phoneError).toBeVisible();
      await expect(form.phone).toHaveAccessibleDescription(VALIDATION.phone);
      await expect(captchaError).toBeVisible();
      expect(emailjs.sends).toEqual([]);

      await form.email.fill('jane@example.com.au');
      await expect(emailError).toBeHidden();
      await expect(form.email).toHaveAttribute('aria-invalid', 'false');
      await expect(phoneError).toBeVisible();
      await expect(captchaError).toBeVisible();

      await form.phone.fill('0352001234');
      await expect(phoneError).toBeHidden();
      await expect(captchaError).toBeVisible();

      await form.submit.click();
      await expect(captchaError).toBeVisible();
      expect(emailjs.sends).toEqual([]);

      await captcha.checkbox(form.form).click();
      await expect(captchaError).toBeHidden();
      expect(emailjs.sends).toEqual([]);
    });

    test('sends exactly the template fields, shows Sending... while in flight, then confirms in green and resets everything', async ({
      page,
      captcha,
      emailjs,
    }) => {
      const form = await openForm(page, variant.path, variant.open);
      await form.fillValid();
      await captcha.checkbox(form.form).click();
      await expect(captcha.checkbox(form.form)).toBeChecked();

      const release = emailjs.hold();
      await form.submit.click();
      await expect(form.submit).toHaveText('Sending...');
      await expect(form.submit).toBeDisabled();
      release();

      const success = form.form.getByText(SEND_SUCCESS, { exact: true });
      await expect(success).toBeVisible();
      await expect(success).toHaveCSS('color', SUCCESS_GREEN);
      await expect(form.submit).toHaveText('Send Message');
      await expect(form.submit).toBeEnabled();
      expect(emailjs.sends).toEqual([
        {
          lib_version: expect.any(String),
          user_id: config().EMAILJS_PUBLIC_KEY,
          service_id: config().EMAILJS_SERVICE_ID,
          template_id: config()[form.templateKey],
          template_params: form.expectedParams('fake-captcha-token-1'),
        },
      ]);

      await form.expectDefaults();
      await expect(captcha.checkbox(form.form)).not.toBeChecked();
      expect(await captcha.resets()).toBe(1);

      // The token went with the reset: a second send needs the captcha again.
      await form.fillValid();
      await form.submit.click();
      await expect(form.form.getByText(VALIDATION.captcha)).toBeVisible();
      expect(emailjs.sends).toHaveLength(1);
    });

    test('a refused send shows the failure in red and keeps every field', async ({ page, captcha, emailjs }) => {
      const form = await openForm(page, variant.path, variant.open);
      await form.fillValid();
      await captcha.checkbox(form.form).click();

      // EmailJS refuses with 400, 403 (blocklist) or 429 (throttled); the form treats them alike (spec 7).
      for (const status of [400, 403, 429]) {
        emailjs.failWith(status);
        await form.submit.click();
        const failure = form.form.getByText(SEND_FAILURE, { exact: true });
        await expect(failure).toBeVisible();
        await expect(failure).toHaveCSS('color', FAILURE_RED);
        await expect(form.submit).toBeEnabled();
        await expect(form.submit).toHaveText('Send Message');
        await form.expectFilled();
      }
      expect(emailjs.sends).toHaveLength(3);
      await expect(form.form.getByText(SEND_SUCCESS)).toHaveCount(0);
    });

    test('an expired or failed captcha is reset and has to be completed again', async ({ page, captcha, emailjs }) => {
      const form = await openForm(page, variant.path, variant.open);
      await form.fillValid();
      const checkbox = captcha.checkbox(form.form);
      const captchaError = form.form.getByText(VALIDATION.captcha);

      await checkbox.click();
      await captcha.expire();
      await expect(checkbox).not.toBeChecked();
      await form.submit.click();
      await expect(captchaError).toBeVisible();

      await checkbox.click();
      await expect(captchaError).toBeHidden();
      await captcha.fail('network-error');
      await form.submit.click();
      await expect(captchaError).toBeVisible();
      expect(await captcha.resets()).toBe(2);
      expect(emailjs.sends).toEqual([]);
    });
  });
}

test.describe('variant B message mapping', () => {
  test('an individual is sent as one user, and an empty description says so', async ({ page, captcha, emailjs }) => {
    const form = await openForm(page, '/contact', (p) => new ContactPageForm(p));
    await form.fillValid();
    await form.type.selectOption('individual');
    await expect(form.userCount).toBeHidden();
    await form.service.selectOption({ label: 'Other' });
    await form.description.fill('');
    await captcha.checkbox(form.form).click();
    await form.submit.click();

    await expect(form.status).toHaveText(SEND_SUCCESS);
    expect(emailjs.sends.map((send) => send.template_params)).toEqual([
      {
        from_name: 'Sam Okafor',
        user_type: 'individual',
        user_count: '1',
        service: 'other',
        phone: ContactPageForm.values.phone,
        email: ContactPageForm.values.email,
        message: 'No additional details provided',
      },
    ]);
  });

  test('a missing service is sent as N/A (reachable only past the browser check)', async ({ page, captcha, emailjs }) => {
    const form = await openForm(page, '/contact-us', (p) => new ContactPageForm(p));
    await form.form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
    await form.firstName.fill('Sam');
    await form.lastName.fill('Okafor');
    await form.phone.fill('0352001234');
    await form.email.fill('sam@example.org.au');
    await expect(form.service).toHaveValue('');
    await captcha.checkbox(form.form).click();
    await form.submit.click();

    await expect(form.status).toHaveText(SEND_SUCCESS);
    expect(emailjs.sends[0]?.template_params.service).toBe('N/A');
  });
});

test.describe('variant A on the other pages', () => {
  for (const path of ['/about', '/services', '/services/azure-cloud', '/industries/healthcare']) {
    test(`${path} has the enquiry form with its six required fields`, async ({ page, captcha }) => {
      const form = await openForm(page, path, (p) => new ShortEnquiryForm(p));
      for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Organisation', 'Message'] as const) {
        await expect(form.field(label)).toBeVisible();
        await expect(form.field(label)).toHaveAttribute('required', '');
      }
      expect(await captcha.sitekeys()).toEqual([config().HCAPTCHA_DEV_SITE_KEY]);
    });
  }
});

test.describe('captcha site key by host name', () => {
  test('127.0.0.1 and localhost use the development key', async ({ page, captcha }) => {
    await openForm(page, '/contact-us', (p) => new ContactPageForm(p));
    expect(await captcha.sitekeys()).toEqual([config().HCAPTCHA_DEV_SITE_KEY]);

    const localhost = new URL('/contact-us', stackInfo().baseUrl);
    localhost.hostname = 'localhost';
    await openForm(page, localhost.href, (p) => new ContactPageForm(p));
    expect(await captcha.sitekeys()).toEqual([config().HCAPTCHA_DEV_SITE_KEY]);
  });

  test('a production host name uses the production key, the dev. domain the development key', async ({ playwright }) => {
    const production = 'www.northgate-it.example';
    const development = 'dev.northgate-it.example';
    const browser = await playwright.chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${production} 127.0.0.1, MAP ${development} 127.0.0.1`],
    });
    try {
      const context = await browser.newContext();
      await answerExternalHostsLocally(context, [production, development]);
      await installFakeHCaptcha(context);
      const page = await context.newPage();
      const captcha = new FakeHCaptcha(page);
      const at = (hostname: string) => {
        const url = new URL('/contact-us', stackInfo().baseUrl);
        url.hostname = hostname;
        return url.href;
      };

      await openForm(page, at(production), (p) => new ContactPageForm(p));
      expect(await captcha.sitekeys()).toEqual([config().HCAPTCHA_SITE_KEY]);

      await openForm(page, at(development), (p) => new ContactPageForm(p));
      expect(await captcha.sitekeys()).toEqual([config().HCAPTCHA_DEV_SITE_KEY]);
      expect(config().HCAPTCHA_SITE_KEY).not.toBe(config().HCAPTCHA_DEV_SITE_KEY);
    } finally {
      await browser.close();
    }
  });
});
