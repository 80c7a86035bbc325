import { describe, expect, it } from 'vitest';
import { shownImageAddress, storedImageAddress } from './image-address';

const ORIGIN = 'https://www.example.com.au';

describe('the featured image address', () => {
  it('shows a library or site image path as an absolute address on the site', () => {
    expect(shownImageAddress('/media/0a1b-1920x1280-1920.jpeg', ORIGIN)).toBe('https://www.example.com.au/media/0a1b-1920x1280-1920.jpeg');
    expect(shownImageAddress('/images/team.jpg', ORIGIN)).toBe('https://www.example.com.au/images/team.jpg');
    expect(shownImageAddress('https://cdn.example.org/a.jpg', ORIGIN)).toBe('https://cdn.example.org/a.jpg');
    expect(shownImageAddress('', ORIGIN)).toBe('');
  });

  it('stores this site\'s /media/ and /images/ addresses as paths, and any other address as typed', () => {
    expect(storedImageAddress('https://www.example.com.au/media/0a1b-1920x1280-1920.jpeg', ORIGIN)).toBe('/media/0a1b-1920x1280-1920.jpeg');
    expect(storedImageAddress('https://www.example.com.au/about', ORIGIN)).toBe('https://www.example.com.au/about');
    expect(storedImageAddress('https://www.example.com.au.evil.test/media/a.jpg', ORIGIN)).toBe('https://www.example.com.au.evil.test/media/a.jpg');
    expect(storedImageAddress('https://other.example/media/a.jpg', ORIGIN)).toBe('https://other.example/media/a.jpg');
  });
});
