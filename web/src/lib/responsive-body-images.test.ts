import { describe, expect, it } from 'vitest';
import { BODY_IMAGE_SIZES, responsiveBodyImages } from './responsive-body-images';

const PHOTO = '/media/3fa9c1e2d4b5a6f7-640x480-640.jpeg';

describe('responsiveBodyImages', () => {
  it('makes a library image a lazy <picture> with AVIF and WebP sources, width and height', () => {
    const html = responsiveBodyImages(`<p>Before</p><p><img src="${PHOTO}" alt="A &quot;rack&quot; &gt; 2" /></p>`);
    const document = new DOMParser().parseFromString(html, 'text/html');
    const picture = document.querySelector('p > picture')!;
    expect([...picture.querySelectorAll('source')].map((source) => [source.type, source.getAttribute('sizes')])).toEqual([
      ['image/avif', BODY_IMAGE_SIZES], ['image/webp', BODY_IMAGE_SIZES],
    ]);
    expect(picture.querySelector('source')!.getAttribute('srcset')).toBe('/media/3fa9c1e2d4b5a6f7-640x480-320.avif 320w, /media/3fa9c1e2d4b5a6f7-640x480-640.avif 640w');
    const img = picture.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('A "rack" > 2');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading'), img.getAttribute('src')]).toEqual(['640', '480', 'lazy', PHOTO]);
    expect(document.body.querySelector('p')!.textContent).toBe('Before');
  });

  it('leaves other images and text as they are', () => {
    const html = '<p>/media/ is a folder</p><img src="https://example.com/a.png" alt="x">';
    expect(responsiveBodyImages(html)).toBe(html);
  });
});
