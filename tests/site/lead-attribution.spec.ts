import { bearer } from '../support/api';
import { stackInfo } from '../support/stack';
import { EnquiryApi } from './fixtures/enquiry-api';
import { ContactPageForm, SEND_SUCCESS } from './fixtures/enquiry-forms';
import { FakeHCaptcha } from './fixtures/fake-hcaptcha';
import { expect, test } from './fixtures/site-test';

/**
 * Issue 36: a visitor arrives from a LinkedIn campaign, reads a case study, then sends the contact form; the
 * stored enquiry says where the visit came from and the report counts it. Expected values come from the issue.
 */
const CAMPAIGN = `spring-review-${Date.now().toString(36)}`;

test('an enquiry carries the campaign, the landing page and the contact page, and the report counts it', async ({ page, browser, request, staffToken, captcha, emailjs }) => {
  void emailjs; // answers the EmailJS send
  const api = new EnquiryApi(request, staffToken);
  const surname = `Tester${Date.now().toString(36)}`;
  const before = await request.get('/api/cms/enquiries/report?days=30', { headers: bearer(staffToken) });
  expect(before.status()).toBe(200);
  const linkedinBefore = ((await before.json()) as { bySource: Array<{ source: string; count: number }> }).bySource.find((row) => row.source === 'linkedin')?.count ?? 0;

  await page.goto(`/?utm_source=linkedin&utm_medium=social&utm_campaign=${CAMPAIGN}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Insights' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Case Studies' }).click();
  await expect(page).toHaveURL(/\/insights\/case-studies$/);
  await page.getByRole('link', { name: /^View Case Study/ }).first().click();
  await expect(page).toHaveURL(/\/case-studies\/[^/]+$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);

  const form = new ContactPageForm(page);
  await form.email.click();
  await expect(new FakeHCaptcha(page).checkbox(form.form)).toBeVisible();
  await form.fillValid();
  await form.lastName.fill(surname);
  await captcha.checkbox(form.form).click();
  await form.submit.click();
  await expect(form.form.getByText(SEND_SUCCESS, { exact: true })).toBeVisible();

  await expect.poll(async () => (await api.find(surname)).length).toBe(1);
  const [stored] = await api.find(surname);
  try {
    expect(stored).toMatchObject({
      page: '/contact-us',
      attribution: { landingPage: '/', utm: { source: 'linkedin', medium: 'social', campaign: CAMPAIGN } },
      stage: null,
      assignee: null,
    });
    const report = (await (await request.get('/api/cms/enquiries/report?days=30', { headers: bearer(staffToken) })).json()) as {
      bySource: Array<{ source: string; count: number }>;
      byCampaign: Array<{ campaign: string; count: number }>;
      byPage: Array<{ page: string; count: number }>;
    };
    expect(report.byCampaign).toContainEqual({ campaign: CAMPAIGN, count: 1 });
    expect(report.bySource).toContainEqual({ source: 'linkedin', count: linkedinBefore + 1 });
    expect(report.byPage.find((row) => row.page === '/contact-us')?.count).toBeGreaterThanOrEqual(1);

    // Staff see it on "Where leads come from".
    const staff = await browser.newContext({
      storageState: { cookies: [], origins: [{ origin: stackInfo().baseUrl, localStorage: [{ name: 'token', value: staffToken }] }] },
    });
    try {
      const staffPage = await staff.newPage();
      await staffPage.goto('/admin/leads');
      await expect(staffPage.getByRole('img', { name: 'Enquiries per week, last 30 days' })).toBeVisible();
      const byCampaign = staffPage.getByRole('table', { name: 'By campaign' });
      await expect(byCampaign.getByRole('row', { name: `${CAMPAIGN} 1` })).toBeVisible();

      // The lead moves on in the inbox: a note, then won, and the report counts the win.
      await staffPage.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: /^Enquiries/ }).click();
      await staffPage.getByRole('searchbox', { name: 'Search enquiries' }).fill(surname);
      await staffPage.getByRole('button', { name: 'Search', exact: true }).click();
      const card = staffPage.getByRole('article', { name: `${ContactPageForm.values.firstName} ${surname}` });
      await expect(card).toContainText(`Came from linkedin, campaign ${CAMPAIGN}; landed on /`);
      await card.getByText('Notes and earlier enquiries').click();
      await card.getByRole('textbox', { name: 'Add a note' }).fill('Called back, wants a proposal');
      await card.getByRole('button', { name: 'Save note' }).click();
      await expect(card.getByRole('list', { name: /^Notes on the enquiry/ })).toContainText('Called back, wants a proposal');
      await card.getByRole('combobox', { name: 'Stage' }).selectOption('Won');
      await expect(staffPage.getByRole('status').filter({ hasText: 'moved to won' })).toBeVisible();
      const [won] = await api.find(surname);
      expect(won.stage).toBe('won');
    } finally {
      await staff.close();
    }
  } finally {
    await api.remove(stored.id);
  }
});
