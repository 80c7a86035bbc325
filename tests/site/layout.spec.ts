import { expect, test, type Locator, type Page } from '@playwright/test';
import { stackInfo } from '../support/stack';

/** Spec 2.2: the Services mega menu groups and where they lead, with a sample sub-page of each. */
const SERVICE_GROUPS: Array<{ name: string; href: string; samplePage: { name: string; href: string } }> = [
  { name: 'Modern Workplace', href: '/services/modern-workplace', samplePage: { name: 'Windows 11 Migration', href: '/services/modern-workplace/windows-migration' } },
  { name: 'Microsoft Azure', href: '/services/azure-cloud', samplePage: { name: 'Azure Stack HCI', href: '/services/azure-cloud/stack-hci' } },
  { name: 'Security & Compliance', href: '/services/security-compliance', samplePage: { name: 'Microsoft Purview', href: '/services/security/purview' } },
  { name: 'Azure DevOps', href: '/services/azure-devops', samplePage: { name: 'Azure Pipelines', href: '/services/azure-devops/pipelines' } },
  { name: 'Power Platform', href: '/services/power-platform', samplePage: { name: 'Power BI', href: '/services/power-platform/power-bi' } },
  { name: 'SDWAN', href: '/services/sdwan', samplePage: { name: 'Fortinet SD-WAN', href: '/services/sdwan/fortinet' } },
  { name: 'Professional Services', href: '/services/professional-services', samplePage: { name: 'Salesforce CRM', href: '/services/professional-services/salesforce-crm' } },
  { name: 'Managed Services', href: '/services/managed-services', samplePage: { name: 'IT Helpdesk', href: '/services/managed-services/helpdesk' } },
];

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 740 };

const site = () => stackInfo().runtimeConfig;
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo(0, top), y);
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const siteHeader = (page: Page) => page.locator('header.site-header');

/** Opens a page and waits for its content (the page's h1), so its full height is there to scroll. */
/** Opens a page and waits until it is interactive (prerendered text shows before hydration ends). */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Follows an in-app link and waits until the new page's content has replaced the old one. */
async function followLink(page: Page, link: Locator, path: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  const previousHeading = (await heading.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(path);
  await expect(heading).not.toHaveText(previousHeading);
}

async function expectFocusInside(container: Locator): Promise<void> {
  await expect.poll(() => container.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

test.describe('header at desktop width', () => {
  test.use({ viewport: DESKTOP });

  test('the brand, links, Get In Touch and phone go where the spec says', async ({ page }) => {
    const hydrationErrors: string[] = [];
    page.on('pageerror', (error) => {
      if (/hydrat|#418|#423|#425/i.test(error.message)) hydrationErrors.push(error.message);
    });
    await openPage(page, '/about');
    const banner = page.getByRole('banner');
    const nav = mainNav(page);

    await expect(banner.getByRole('link', { name: site().SITE_NAME })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('href', '/services');
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about');
    await expect(nav.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contact-us');
    // Insights is a menu only, not a link.
    await expect(nav.getByRole('button', { name: 'Insights' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Insights', exact: true })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/contact-us');
    await expect(banner.getByRole('link', { name: site().SITE_PHONE })).toHaveAttribute('href', telHref(site().SITE_PHONE));
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL('/services');
    await banner.getByRole('link', { name: 'Get In Touch' }).click();
    await expect(page).toHaveURL('/contact-us');
    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL('/');
    await banner.getByRole('link', { name: site().SITE_NAME }).click();
    await expect(page).toHaveURL('/');
    expect(hydrationErrors).toEqual([]);
  });

  test('the Services mega menu opens on hover and lists all eight groups with their sub-pages', async ({ page }) => {
    await openPage(page, '/');
    const disclosure = page.getByRole('button', { name: 'Services menu' });
    const menu = page.locator('#services-menu');
    await expect(menu).toBeHidden();

    await mainNav(page).getByRole('link', { name: 'Services', exact: true }).hover();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    for (const group of SERVICE_GROUPS) {
      await expect(menu.getByRole('link', { name: group.name, exact: true })).toHaveAttribute('href', group.href);
      await expect(menu.getByRole('link', { name: group.samplePage.name, exact: true })).toHaveAttribute('href', group.samplePage.href);
    }
    await expect(menu.getByRole('link', { name: 'View all services' })).toHaveAttribute('href', '/services');

    await page.mouse.move(640, 780);
    await expect(menu).toBeHidden();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Services menu works from the keyboard: Enter opens, Escape closes and returns focus', async ({ page }) => {
    await openPage(page, '/');
    const disclosure = page.getByRole('button', { name: 'Services menu' });
    const menu = page.locator('#services-menu');

    await disclosure.focus();
    await page.keyboard.press('Enter');
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Modern Workplace', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(disclosure).toBeFocused();

    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'Microsoft Intune' }).click();
    await expect(page).toHaveURL('/services/modern-workplace/intune');
    await expect(menu).toBeHidden();
  });

  test('the Insights menu shows Blogs and Case Studies with their descriptions', async ({ page }) => {
    await openPage(page, '/');
    const button = mainNav(page).getByRole('button', { name: 'Insights' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    const blogs = page.getByRole('link', { name: 'Blogs', exact: true });
    const caseStudies = page.getByRole('link', { name: 'Case Studies', exact: true }).first();
    await expect(blogs).toHaveAttribute('href', '/insights/blogs');
    await expect(blogs).toHaveAccessibleDescription('Regular posts on industry trends, technology updates and best practices.');
    await expect(caseStudies).toHaveAttribute('href', '/insights/case-studies');
    await expect(caseStudies).toHaveAccessibleDescription('Past projects and how they helped our customers grow.');

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('the bar takes its scrolled style only once the page is scrolled more than 20 px', async ({ page }) => {
    await openPage(page, '/');
    const header = siteHeader(page);
    await expect(header).not.toHaveClass(/site-header--scrolled/);

    await scrollTo(page, 200);
    await expect(header).toHaveClass(/site-header--scrolled/);
    await scrollTo(page, 20);
    await expect.poll(() => scrollY(page)).toBe(20);
    await expect(header).not.toHaveClass(/site-header--scrolled/);
    await scrollTo(page, 21);
    await expect(header).toHaveClass(/site-header--scrolled/);
  });

  test('choosing a menu link marks the menu as clicked for 300 ms, holding off hover re-opening', async ({ page }) => {
    await page.clock.install();
    await openPage(page, '/');
    await page.clock.pauseAt(Date.now() + 5_000);
    const header = siteHeader(page);
    const disclosure = page.getByRole('button', { name: 'Services menu' });
    const servicesLink = mainNav(page).getByRole('link', { name: 'Services', exact: true });

    await servicesLink.hover();
    await page.locator('#services-menu').getByRole('link', { name: 'Microsoft Teams' }).click();
    await expect(page).toHaveURL('/services/modern-workplace/teams');
    await expect(header).toHaveAttribute('data-menu-clicked', 'true');

    await page.mouse.move(640, 500);
    await servicesLink.hover();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');

    await page.clock.runFor(299);
    await expect(header).toHaveAttribute('data-menu-clicked', 'true');
    await page.clock.runFor(1);
    await expect(header).not.toHaveAttribute('data-menu-clicked');

    await page.mouse.move(640, 500);
    await servicesLink.hover();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: MOBILE });

  const toggle = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
  const panel = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

  async function openMenu(page: Page): Promise<Locator> {
    await toggle(page).click();
    await expect(panel(page)).toBeVisible();
    return panel(page);
  }

  test('the Menu panel opens with a backdrop, locks scrolling, keeps focus inside and expands its sections', async ({ page }) => {
    await openPage(page, '/');
    const banner = page.getByRole('banner');
    await expect(mainNav(page)).toBeHidden();
    await expect(banner.getByRole('link', { name: site().SITE_PHONE })).toHaveAttribute('href', telHref(site().SITE_PHONE));
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(panel(page)).toBeHidden();

    const menu = await openMenu(page);
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveAttribute('aria-modal', 'true');
    await expect(menu.getByRole('heading', { name: 'Menu' })).toBeVisible();
    await expect(page.locator('.mobile-menu__backdrop')).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expect(menu.getByRole('link', { name: site().SITE_PHONE })).toHaveAttribute('href', telHref(site().SITE_PHONE));

    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('link', { name: 'Get In Touch' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();

    const services = menu.getByRole('button', { name: 'Services' });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Modern Workplace' })).toBeHidden();
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    for (const group of SERVICE_GROUPS) {
      await expect(menu.getByRole('link', { name: group.name, exact: true })).toHaveAttribute('href', group.href);
    }

    const insights = menu.getByRole('button', { name: 'Insights' });
    await insights.click();
    await expect(insights).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/insights/blogs');
    await expect(menu.getByRole('link', { name: 'Case Studies' })).toHaveAttribute('href', '/insights/case-studies');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

    await openMenu(page);
    await expect(insights).toHaveAttribute('aria-expanded', 'false');
    await page.locator('.mobile-menu__backdrop').click({ position: { x: 10, y: 400 } });
    await expect(panel(page)).toBeHidden();
  });

  test('choosing a link closes the menu and navigates', async ({ page }) => {
    await openPage(page, '/');
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Insights' }).click();
    await menu.getByRole('link', { name: 'Blogs' }).click();

    await expect(page).toHaveURL('/insights/blogs');
    await expect(panel(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

    await openMenu(page);
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(panel(page)).toBeHidden();
  });

  test('a route change closes the menu and collapses its sections', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL('/about');
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Services' }).click();

    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(panel(page)).toBeHidden();
    await openMenu(page);
    await expect(menu.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('growing the window wider than 768 px closes the menu', async ({ page }) => {
    await openPage(page, '/');
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Services' }).click();

    await page.setViewportSize({ width: 1024, height: 740 });
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu', exact: true, includeHidden: true })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

    await page.setViewportSize(MOBILE);
    await expect(toggle(page)).toBeVisible();
    await expect(panel(page)).toBeHidden();
    await openMenu(page);
    await expect(menu.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('footer', () => {
  test.use({ viewport: DESKTOP });

  test('contact, columns, certifications, social links and the copyright line', async ({ page }) => {
    await openPage(page, '/');
    const footer = page.getByRole('contentinfo');

    await expect(footer.getByRole('link', { name: site().SITE_NAME })).toHaveAttribute('href', '/');
    await expect(footer.getByRole('link', { name: site().SITE_PHONE })).toHaveAttribute('href', telHref(site().SITE_PHONE));
    await expect(footer.getByRole('link', { name: site().SITE_EMAIL })).toHaveAttribute('href', `mailto:${site().SITE_EMAIL}`);

    const solutions = footer.getByRole('navigation', { name: 'Solutions' });
    for (const group of SERVICE_GROUPS) {
      await expect(solutions.getByRole('link', { name: group.name, exact: true })).toHaveAttribute('href', group.href);
    }
    for (const industry of ['eCommerce', 'Construction', 'Healthcare', 'Financial Services', 'Retail']) {
      await expect(footer.getByText(industry, { exact: true })).toBeVisible();
      await expect(footer.getByRole('link', { name: industry })).toHaveCount(0);
    }
    const company = footer.getByRole('navigation', { name: 'Company' });
    await expect(company.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    await expect(company.getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/insights/blogs');
    await expect(company.getByRole('link', { name: 'Case Studies' })).toHaveAttribute('href', '/insights/case-studies');
    await expect(company.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    for (const certification of ['ISO 27001', 'Best Workplace 2024', 'Great Place to Work']) {
      await expect(footer.getByText(certification, { exact: true })).toBeVisible();
    }
    for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'TikTok', 'YouTube']) {
      await expect(footer.getByRole('link', { name: network, exact: true })).toHaveAttribute('href', /^https:\/\//);
    }

    const year = new Date().getFullYear();
    await expect(footer.getByText(`© ${year} ${site().SITE_NAME}. All rights reserved.`)).toBeVisible();
  });

  test('the Privacy Policy modal locks scrolling, traps focus, and closes with its button, Escape and the backdrop', async ({ page }) => {
    await openPage(page, '/');
    const opener = page.getByRole('button', { name: 'Privacy Policy' });
    const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
    const body = page.locator('body');

    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toContainText('Australian Privacy Principles');
    await expect(dialog).toContainText('Privacy Act 1988 (Cth)');
    await expect(dialog).toContainText('www.oaic.gov.au');
    await expect(dialog).toContainText('North Geelong');
    await expect(dialog.getByRole('link', { name: site().SITE_EMAIL })).toHaveAttribute('href', `mailto:${site().SITE_EMAIL}`);
    await expect(body).toHaveCSS('overflow', 'hidden');
    await expect(body).toHaveClass(/scroll-locked/);

    const close = dialog.getByRole('button', { name: 'Close privacy policy' });
    await expect(close).toBeFocused();
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab');
      await expectFocusInside(dialog);
    }
    await close.focus();
    await page.keyboard.press('Shift+Tab');
    await expectFocusInside(dialog);
    await expect(close).not.toBeFocused();

    await close.click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(body).not.toHaveCSS('overflow', 'hidden');

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await page.locator('.privacy-modal__backdrop').click({ position: { x: 10, y: 10 } });
    await expect(dialog).toBeHidden();
    await expect(body).not.toHaveClass(/scroll-locked/);
  });

  test('navigating from a scrolled page starts at the top, also for a footer link to the current page', async ({ page }) => {
    await openPage(page, '/');
    const aboutLink = page.getByRole('contentinfo').getByRole('link', { name: 'About Us' });

    await aboutLink.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    await followLink(page, aboutLink, '/about');
    await expect.poll(() => scrollY(page)).toBe(0);

    // The same page again: no route change, the footer link itself scrolls to the top.
    await aboutLink.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    await aboutLink.click();
    await expect(page).toHaveURL('/about');
    await expect.poll(() => scrollY(page)).toBe(0);

    await scrollTo(page, 800);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    await mainNav(page).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL('/contact-us');
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test('an unknown path shows Page Not Found with links home and to the contact page', async ({ page }) => {
  await openPage(page, '/no/such/page');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(main.getByText("The page you are looking for doesn't exist or has been moved.")).toBeVisible();
  await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
});

test.describe('header between the mobile breakpoint and full desktop width', () => {
  for (const width of [780, 900, 1024, 1200]) {
    test(`at ${width} px the bar keeps its links, the phone link and Get In Touch without overflowing`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      const banner = page.getByRole('banner');
      for (const name of ['Home', 'About', 'Contact Us', 'Get In Touch']) {
        await expect(banner.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(banner.locator('a[href^="tel:"]').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});
