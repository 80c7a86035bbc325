import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_BOOTSTRAP_SOURCE } from './page-bootstrap';
import { pageBootstrapTag } from './page-bootstrap-tag';

const LOADER = '/assets/page-loader-test.js';

/** Puts the page in the document and runs the bootstrap as the browser does: an inline script after #root. */
function loadPage(root: string): void {
  document.body.innerHTML = `<div id="root">${root}</div>${pageBootstrapTag(LOADER)}`;
  const script = document.querySelector<HTMLScriptElement>('script[data-page-loader]')!;
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(script.textContent ?? '')();
  Reflect.deleteProperty(document, 'currentScript');
}

const loaderRequested = () => document.head.querySelector(`script[type="module"][src="${LOADER}"]`) !== null;

describe('the page bootstrap', () => {
  afterEach(() => {
    window.pageBootstrap?.takeHeld();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    delete window.pageBootstrap;
  });

  it('is allowed by the Content-Security-Policy nginx sends (its SHA-256 hash is listed)', () => {
    const hash = createHash('sha256').update(PAGE_BOOTSTRAP_SOURCE).digest('base64');
    const headers = readFileSync(path.resolve(__dirname, '../../../nginx/snippets/security-headers.conf'), 'utf8');
    expect(headers, `script-src should list 'sha256-${hash}' (the bootstrap's text changed?)`).toContain(`'sha256-${hash}'`);
  });

  it('leaves a painted page without scripts until the visitor reaches for it', () => {
    loadPage('<h1>Painted</h1><button type="button">Menu</button>');
    expect(loaderRequested()).toBe(false);
    document.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(loaderRequested()).toBe(true);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('fetches the page loader at once for the SPA shell, which shows nothing without it', () => {
    loadPage('');
    expect(loaderRequested()).toBe(true);
  });

  it('holds a button press and a form submit, cancelled, for the page loader to repeat', () => {
    loadPage('<button type="button">Menu</button><form><input name="q" value="kept" /><button type="submit">Send</button></form>');
    const menuClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(menuClick);
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.body.insertAdjacentHTML('beforeend', '<a href="#next">Next</a>');
    document.querySelector('a')!.dispatchEvent(linkClick);

    expect([menuClick.defaultPrevented, submit.defaultPrevented, linkClick.defaultPrevented]).toEqual([true, true, false]);
    expect(window.pageBootstrap!.takeHeld()).toEqual([menuClick, submit]);

    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
