import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { stackInfo } from '../support/stack';
import { EnquiryApi } from './fixtures/enquiry-api';
import { ContactPageForm, type EnquiryFormPage, SEND_FAILURE, SEND_SUCCESS, ShortEnquiryForm } from './fixtures/enquiry-forms';
import { FakeHCaptcha } from './fixtures/fake-hcaptcha';
import { expect, test } from './fixtures/site-test';

const EDITOR_PATH = '/admin/module/entries/cms-system';

/** A surname no other test uses, so the inbox search finds this test's enquiry only. */
const uniqueSurname = () => `Tester${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openForm<T extends EnquiryFormPage>(page: Page, path: string, open: (page: Page) => T): Promise<T> {
  await page.goto(path);
  const form = open(page);
  await form.email.click();
  await expect(new FakeHCaptcha(page).checkbox(form.form)).toBeVisible();
  return form;
}

/** Staff log in through the login page and land in the editor. */
async function logIn(page: Page): Promise<void> {
  const { admin } = stackInfo();
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`${EDITOR_PATH}$`));
}

async function openInboxAndSearch(page: Page, search: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: /^Enquiries/ }).click();
  await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(search);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** Deletes the enquiries a test created. */
function trackCreated() {
  const state: { api?: EnquiryApi; ids: string[] } = { ids: [] };
  test.beforeEach(async ({ request, staffToken }) => {
    state.api = new EnquiryApi(request, staffToken);
  });
  test.afterEach(async () => {
    for (const id of state.ids.splice(0)) await state.api?.remove(id);
  });
  return state;
}

/** A staff member already logged in (the token in local storage, as the login page leaves it). */
function loggedIn() {
  test.use({
    storageState: async ({ staffToken }, use) => {
      await use({ cookies: [], origins: [{ origin: stackInfo().baseUrl, localStorage: [{ name: 'token', value: staffToken }] }] });
    },
  });
}

test.describe('an enquiry sent while EmailJS fails', () => {
  const created = trackCreated();

  test('an enquiry from the contact page while EmailJS answers 500 shows the failure and still reaches the inbox, which needs a login', async ({
    page,
    captcha,
    emailjs,
    dialogs,
  }) => {
    void dialogs; // accepts the delete confirmation
    const surname = uniqueSurname();
    const form = await openForm(page, '/contact-us', (p) => new ContactPageForm(p));
    await form.fillValid();
    await form.lastName.fill(surname);
    await captcha.checkbox(form.form).click();
    emailjs.failWith(500);
    await form.submit.click();
    await expect(form.status).toHaveText(SEND_FAILURE);
    expect(emailjs.sends).toHaveLength(1);

    const api = created.api as EnquiryApi;
    await expect.poll(async () => (await api.find(surname)).length).toBe(1);
    const [stored] = await api.find(surname);
    created.ids.push(stored.id);
    expect(stored).toMatchObject({
      form: 'contact',
      page: '/contact-us',
      status: 'new',
      captcha: 'passed',
      firstName: ContactPageForm.values.firstName,
      lastName: surname,
      email: ContactPageForm.values.email,
      phone: ContactPageForm.values.phone,
      enquirerType: 'organization',
      userCount: ContactPageForm.values.userCount,
      service: ContactPageForm.values.serviceLabel.toLowerCase(),
      message: ContactPageForm.values.description,
    });

    await page.goto(EDITOR_PATH);
    await expect(page).toHaveURL(/\/login\?/);
    await logIn(page);
    await expect(page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: /^Enquiries \d+ new$/ })).toBeVisible();
    await openInboxAndSearch(page, surname);
    const card = page.getByRole('article', { name: `${ContactPageForm.values.firstName} ${surname}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Contact page form on /contact-us');
    await expect(card.getByRole('link', { name: ContactPageForm.values.email })).toHaveAttribute('href', `mailto:${ContactPageForm.values.email}`);
    await expect(card).toContainText(ContactPageForm.values.description);
    // The stack's siteverify answers as hCaptcha does for its test keys: passed, so the card says nothing about it.
    await expect(card).not.toContainText('Captcha');
    await expect(card).toContainText('No staff e-mail sent');
    await expect(card.getByText('New', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'Mark handled' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'marked as handled' })).toHaveText(
      `Enquiry from ${ContactPageForm.values.firstName} ${surname} marked as handled.`,
    );
    await expect(card.getByText('Handled', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: /^Spam/ }).click();
    await expect(card).toBeHidden();
    await page.getByRole('button', { name: /^Handled/ }).click();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Delete' }).click();
    await expect(card).toBeHidden();
    expect(await api.find(surname)).toEqual([]);
  });
});

test.describe('enquiries from the short form', () => {
  const created = trackCreated();
  loggedIn();

  test('an enquiry from the home page’s short form reaches the inbox too', async ({ page, captcha, emailjs }) => {
    const api = created.api as EnquiryApi;
    const surname = uniqueSurname();
    const form = await openForm(page, '/', (p) => new ShortEnquiryForm(p));
    await form.fillValid();
    await form.field('Last name').fill(surname);
    await captcha.checkbox(form.form).click();
    await form.submit.click();
    await expect(form.form.getByText(SEND_SUCCESS, { exact: true })).toBeVisible();
    expect(emailjs.sends).toHaveLength(1);

    await expect.poll(async () => (await api.find(surname)).length).toBe(1);
    const [stored] = await api.find(surname);
    created.ids.push(stored.id);
    expect(stored).toMatchObject({
      form: 'enquiry',
      page: '/',
      status: 'new',
      lastName: surname,
      organisation: ShortEnquiryForm.values.organisation,
      message: ShortEnquiryForm.values.message,
    });

    await page.goto(EDITOR_PATH);
    await openInboxAndSearch(page, surname);
    const card = page.getByRole('article', { name: `${ShortEnquiryForm.values.firstName} ${surname}` });
    await expect(card).toContainText('Enquiry form on /');
    await expect(card).toContainText(ShortEnquiryForm.values.organisation);
  });

  test('the EmailJS send goes even when the enquiry service cannot be reached', async ({ page, captcha, emailjs }) => {
    await page.route('**/api/enquiries', (route) => route.abort('connectionrefused'));
    const form = await openForm(page, '/contact-us', (p) => new ContactPageForm(p));
    await form.fillValid();
    await captcha.checkbox(form.form).click();
    await form.submit.click();
    await expect(form.status).toHaveText(SEND_SUCCESS);
    expect(emailjs.sends).toHaveLength(1);
  });
});

test.describe('the inbox on a phone (390 px)', () => {
  const created = trackCreated();
  loggedIn();
  test.use({ viewport: { width: 390, height: 844 } });

  test('fits the screen and passes an accessibility check', async ({ page, request }) => {
    const surname = uniqueSurname();
    const response = await request.post('/api/enquiries', {
      data: {
        form: 'enquiry', page: '/about', firstName: 'Alexandria-Catherine', lastName: surname, email: `a.very.long.address.${surname}@subdomain.example.com.au`,
        phone: '+61 3 5200 1234', organisation: 'Bellarine Peninsula Freight and Logistics Co-operative', message: 'x'.repeat(400), captchaToken: 'token',
      },
    });
    expect(response.status()).toBe(201);
    created.ids.push(((await response.json()) as { id: string }).id);
    await page.goto(EDITOR_PATH);
    await openInboxAndSearch(page, surname);
    await expect(page.getByRole('article', { name: `Alexandria-Catherine ${surname}` })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
