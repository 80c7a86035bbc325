import { describe, expect, it } from 'vitest';
import { bodyOutline } from './body-outline';

describe('the editor\'s body outline', () => {
  it('reads headings, links (also inside headings) and images in order, entities decoded', () => {
    const html = '<h2>Why <a href="/blogs/a">A &amp; B</a></h2><p>See <a href="https://x.example/">click here</a>.</p>'
      + '<h4>Deep</h4><p><img src="/media/a.jpeg" alt="IMG_1.JPG"><img src="/b.png"></p>';
    expect(bodyOutline(html)).toEqual({
      headings: [{ level: 2, text: 'Why A & B' }, { level: 4, text: 'Deep' }],
      links: [{ href: '/blogs/a', text: 'A & B' }, { href: 'https://x.example/', text: 'click here' }],
      images: [{ src: '/media/a.jpeg', alt: 'IMG_1.JPG' }, { src: '/b.png', alt: '' }],
    });
  });
});
