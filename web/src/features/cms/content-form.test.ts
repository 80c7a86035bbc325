import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentItem } from '../../types/content-item';
import { blankDraft, draftFromItem, slugify, toPayload, validationProblems } from './content-form';

describe('slugify (spec 5: lower-cased, each run of characters other than a-z and 0-9 becomes a hyphen)', () => {
  it.each([
    ['Azure Landing Zone', 'azure-landing-zone'],
    ['Windows 11 Migration Plan', 'windows-11-migration-plan'],
    ['Sentinel & Defender XDR: 24/7 Security', 'sentinel-defender-xdr-24-7-security'],
    ['Power   Platform -- for Not-for-Profits', 'power-platform-for-not-for-profits'],
    ['Café Über Cloud', 'caf-ber-cloud'],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('editor state', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 2, 9, 10, 30));
  });
  afterEach(() => vi.useRealTimers());

  it('starts a new item as a blog post draft dated today (spec 9)', () => {
    expect(blankDraft()).toMatchObject({
      type: 'blog',
      status: 'draft',
      title: '',
      dateCreated: '2026-03-09',
      dateModified: '2026-03-09',
      datePublished: '2026-03-09',
    });
  });

  it('fills the form from an item being edited and sets its last modified date to today (spec 4)', () => {
    const item: ContentItem = {
      ...blankDraft(),
      id: 'a1',
      type: 'case-study',
      title: 'Geelong builder moves to Windows 11',
      author: 'Geelong Builders',
      status: 'published',
      dateCreated: '2025-05-01',
      dateModified: '2025-05-02',
      datePublished: '2025-05-03',
      content: '<p>Story</p>',
      imageUrl: 'https://example.com/a.png',
      slug: 'geelong-builder-moves-to-windows-11',
    };
    const draft = draftFromItem(item);
    expect(draft).not.toHaveProperty('id');
    expect(draft).toMatchObject({
      type: 'case-study',
      title: 'Geelong builder moves to Windows 11',
      author: 'Geelong Builders',
      status: 'published',
      dateCreated: '2025-05-01',
      datePublished: '2025-05-03',
      dateModified: '2026-03-09',
    });
  });

  it('lists every problem before saving, in the spec 5 wording', () => {
    expect(validationProblems({ ...blankDraft(), title: '   ', content: '<p><br></p>', imageUrl: '' })).toEqual([
      'Title is required',
      'Content is required',
      'Please provide an image URL',
    ]);
  });

  it('has no problem with a complete item, and an image alone counts as content', () => {
    expect(validationProblems({ ...blankDraft(), title: 'T', content: '<p><img src="https://example.com/a.png"></p>', imageUrl: 'https://example.com/a.png' })).toEqual([]);
  });

  it('sends the slug made from the title', () => {
    expect(toPayload({ ...blankDraft(), title: 'Copilot for Microsoft 365', slug: 'stale' }).slug).toBe('copilot-for-microsoft-365');
  });

  it('sends the slug a person typed instead, written the same way, and the title\'s when they emptied it', () => {
    const draft = { ...blankDraft(), title: 'Copilot for Microsoft 365', slug: 'Copilot Wins ' };
    expect(toPayload(draft, { slugTyped: true }).slug).toBe('copilot-wins');
    expect(toPayload({ ...draft, slug: ' ' }, { slugTyped: true }).slug).toBe('copilot-for-microsoft-365');
  });
});

describe('the saved body (issue 27)', () => {
  it('carries no tab character typed into the text', () => {
    expect(toPayload({ ...blankDraft(), title: 'T', content: '<h2>Intro sentence typed by keyboard.\t</h2>' }).content).toBe(
      '<h2>Intro sentence typed by keyboard. </h2>',
    );
  });
});
