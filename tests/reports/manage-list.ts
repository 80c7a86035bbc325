/**
 * Report (issue 24, not a timed test): how fast a staff member on a slow phone sees the first card of
 * Manage Content with 500 items, and how many bytes it took. Starts the stack, creates 500 items through
 * the CMS API, logs in through the login page in Chromium throttled the way the issue measured (4x CPU,
 * 1.6 Mbps down, 750 kbps up, 150 ms round trip, no cache), opens Manage Content and prints the time from
 * the Login click to the first card, and the bytes downloaded on the way. The issue asks for 1.5 s or less.
 *
 * Two ways in are measured, each in a fresh browser context:
 * - typed: the login page is ready (hydrated) and the credentials are typed at a brisk phone pace, as a
 *   person signs in; this is the figure the target is judged on;
 * - at once: filled and clicked the moment the page has loaded, before its script has run (the press is
 *   held until it has), the worst case, which counts the login page's own loading as well.
 *
 * Starts the whole stack: run it as `flock /tmp/stack.lock npm run report:manage-list`.
 */
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { startStack, TEST_ADMIN, type Stack } from '../../infra/src/stack';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const ITEMS = 500;
const PARALLEL_CREATES = 8;
const TARGET_MS = 1500;
/** The slow phone of the issue: Lighthouse's "slow 4G" link and a 4x slower CPU. */
const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/** About the size of a real post (the 500 items weighed 3.9 MB with their bodies). */
function body(index: number): string {
  const paragraph = `<p>Paragraph about moving a team of ${index} people to Microsoft 365: licences, identity, devices, mail, files and the day of the switch. Each step is planned, tested with a pilot group and then rolled out in waves, with a way back at every stage.</p>`;
  return paragraph.repeat(28);
}

async function adminToken(stack: Stack): Promise<string> {
  const response = await fetch(`${stack.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  if (!response.ok) throw new Error(`Login answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function createItems(stack: Stack, token: string): Promise<void> {
  const imageUrl = new URL('/images/insights/default.svg', stack.baseUrl).href;
  let next = 0;
  const worker = async () => {
    while (next < ITEMS) {
      const index = (next += 1);
      const title = `Report item ${index} ${Date.now().toString(36)}`;
      const response = await fetch(`${stack.baseUrl}/api/cms/content`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          type: index % 4 === 0 ? 'case-study' : 'blog',
          title,
          author: 'Jordan Ellis',
          dateCreated: '2025-10-14',
          dateModified: '2025-10-14',
          datePublished: '2025-10-14',
          status: index % 3 === 0 ? 'draft' : 'published',
          category: 'Modern Workplace',
          tags: 'microsoft 365, migration',
          metaDescription: `Meta description of ${title}.`,
          description: `A short summary of ${title}.`,
          content: body(index),
          imageUrl,
          imageAlt: `Illustration for ${title}`,
        }),
      });
      if (response.status !== 201) throw new Error(`Creating item ${index} answered ${response.status}: ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_CREATES }, worker));
}

interface Transfer {
  total: number;
  list: number;
  /** Each response: its path, bytes on the wire and when it finished (ms after counting began). */
  responses: Array<{ path: string; bytes: number; finishedMs: number }>;
}

/** Bytes on the wire (compressed, with headers) of every response from now on, and of the CMS list calls among them. */
async function countBytes(cdp: CDPSession): Promise<() => Transfer> {
  const urls = new Map<string, string>();
  const since = Date.now();
  const transfer: Transfer = { total: 0, list: 0, responses: [] };
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId) ?? '';
    transfer.total += event.encodedDataLength;
    if (/\/api\/cms\/content(?:\?|$)/.test(url)) transfer.list += event.encodedDataLength;
    const { pathname, search } = url ? new URL(url) : { pathname: '(unknown)', search: '' };
    transfer.responses.push({ path: `${pathname}${search}`.slice(0, 70), bytes: event.encodedDataLength, finishedMs: Date.now() - since });
  });
  return () => ({ ...transfer, responses: [...transfer.responses] });
}

/** About six keys a second: quick, for a phone keyboard. */
const KEY_DELAY_MS = 160;

type WayIn = 'typed' | 'at once';

async function signIn(page: Page, wayIn: WayIn): Promise<void> {
  if (wayIn === 'at once') {
    await page.getByLabel('Username').fill(TEST_ADMIN.username);
    await page.getByLabel('Password').fill(TEST_ADMIN.password);
    return;
  }
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByLabel('Username').click();
  await page.keyboard.type(TEST_ADMIN.username, { delay: KEY_DELAY_MS });
  await page.getByLabel('Password').click();
  await page.keyboard.type(TEST_ADMIN.password, { delay: KEY_DELAY_MS });
}

/** Browser-side times (ms since the epoch, as the staff area is another document than the login page): the Login press, and the first frame painted with the editor's heading and with a card. */
interface Marks {
  login?: number;
  editor?: number;
  card?: number;
}

/**
 * Taken inside the page, so that the driver's own polling (costly on a 4x slower CPU) neither delays
 * nor blurs them: a change is counted as shown once the frame after it has been painted. Given as text:
 * the TypeScript runner would wrap a function in helpers the page does not have.
 */
const RECORD_MARKS = `
  const marks = JSON.parse(sessionStorage.getItem('manageListMarks') ?? '{}');
  window.manageListMarks = marks;
  const keep = (name, at) => {
    marks[name] ??= performance.timeOrigin + at;
    sessionStorage.setItem('manageListMarks', JSON.stringify(marks));
  };
  const seen = new Set();
  const afterNextPaint = (name) => requestAnimationFrame(() => setTimeout(() => keep(name, performance.now())));
  document.addEventListener('click', (event) => {
    if (marks.login === undefined && event.target instanceof Element && event.target.closest('button[type="submit"]')) keep('login', event.timeStamp);
  }, true);
  new MutationObserver(() => {
    for (const [name, selector] of [['editor', '#cms-heading'], ['card', '.cms-manage__list article']]) {
      if (!seen.has(name) && document.querySelector(selector)) {
        seen.add(name);
        afterNextPaint(name);
      }
    }
  }).observe(document, { childList: true, subtree: true });
`;

async function waitForMark(page: Page, name: keyof Marks): Promise<number> {
  const handle = await page.waitForFunction((mark) => (window as unknown as { manageListMarks?: Marks }).manageListMarks?.[mark], name, {
    polling: 50,
    timeout: 60_000,
  });
  return (await handle.jsonValue()) as number;
}

async function measure(page: Page, cdp: CDPSession, baseUrl: string, wayIn: WayIn) {
  await page.addInitScript(RECORD_MARKS);
  await page.goto(`${baseUrl}/login`);
  await signIn(page, wayIn);
  // The driver's polling script is loaded into the page the first time it waits on a function; loaded
  // here, its evaluation (about 0.1 s at 4x) is not counted as the app's.
  await page.waitForFunction(() => true);
  const bytesSince = await countBytes(cdp);
  await page.locator('button[type="submit"]').click();
  const editor = await waitForMark(page, 'editor');
  await page.locator('#cms-tab-manage').click();
  const card = await waitForMark(page, 'card');
  const login = await waitForMark(page, 'login');
  const cards = await page.locator('.cms-manage__list article').count();
  return { editorMs: Math.round(editor - login), firstCardMs: Math.round(card - login), cards, bytes: bytesSince() };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printResult(wayIn: WayIn, result: Awaited<ReturnType<typeof measure>>): void {
  const judged = wayIn === 'typed' ? ` (target ${TARGET_MS} ms: ${result.firstCardMs <= TARGET_MS ? 'met' : 'NOT met'})` : ' (worst case, not judged)';
  console.log(`\nSigned in ${wayIn === 'typed' ? 'by typing once the page was ready' : 'the moment the login page loaded'}:`);
  console.log(`  Login press -> editor painted:      ${result.editorMs} ms`);
  console.log(`  Login press -> first card painted:  ${result.firstCardMs} ms${judged}`);
  console.log(`  Cards drawn:                        ${result.cards}`);
  console.log(`  Downloaded after the press:         ${kb(result.bytes.total)} (CMS list calls: ${kb(result.bytes.list)})`);
  // What the wait was spent on, in the order the responses finished.
  console.log('  Responses after the press (finished at, bytes, path):');
  for (const { path, bytes, finishedMs } of result.bytes.responses) console.log(`    ${String(finishedMs).padStart(6)} ms  ${kb(bytes).padStart(9)}  ${path}`);
}

async function main(): Promise<void> {
  const stack = await startStack();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const token = await adminToken(stack);
    const started = Date.now();
    await createItems(stack, token);
    console.log(`Created ${ITEMS} items through the API in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

    console.log(`Profile: ${CPU_SLOWDOWN}x CPU, 1.6 Mbps down / 750 kbps up, ${SLOW_NETWORK.latency} ms, no cache, 390 px wide.`);
    for (const wayIn of ['typed', 'at once'] as const) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const result = await measure(page, cdp, stack.baseUrl, wayIn);
      printResult(wayIn, result);
      await context.close();
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
