import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

/** Renders the site name as a page would, with a fresh copy of the modules (they remember /config.js having run). */
async function renderSiteName(renderedWith: string) {
  const { SiteConfigProvider, useSiteConfig } = await import('./site-config-context');
  function SiteName() {
    return <p>{useSiteConfig().SITE_NAME}</p>;
  }
  render(
    <SiteConfigProvider initial={parseRuntimeConfig({ SITE_NAME: renderedWith })}>
      <SiteName />
    </SiteConfigProvider>,
  );
}

describe('SiteConfigProvider and the deferred /config.js (issue 12)', () => {
  beforeEach(() => {
    vi.resetModules();
    delete window.__APP_CONFIG__;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('switches from the values the page was rendered with to those /config.js set', async () => {
    window.__APP_CONFIG__ = { SITE_NAME: 'Run-time Name' };
    await renderSiteName('Build Name');
    expect(await screen.findByText('Run-time Name')).toBeVisible();
  });

  it('keeps the values the page was rendered with when /config.js did not load', async () => {
    await renderSiteName('Build Name');
    expect(screen.getByText('Build Name')).toBeVisible();
  });

  it('waits until the /config.js the page loader added has run', async () => {
    const script = document.createElement('script');
    script.id = 'runtime-config';
    document.head.append(script);
    await renderSiteName('Build Name');
    expect(screen.getByText('Build Name')).toBeVisible();

    window.__APP_CONFIG__ = { SITE_NAME: 'Run-time Name' };
    act(() => {
      script.dispatchEvent(new Event('load'));
    });
    expect(await screen.findByText('Run-time Name')).toBeVisible();
    script.remove();
  });
});
