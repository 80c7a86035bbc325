import { ladderSignature, MEDIA_WIDTH_LADDER, renderBodyImages } from './body-images';

const PHOTO = '/media/3fa9c1e2d4b5a6f7-640x480-640.jpeg';
const SIZES = '(min-width: 48rem) 46rem, calc(100vw - 2rem)';

describe('renderBodyImages', () => {
  it('makes a library image a lazy <picture> with AVIF and WebP sources, width and height, copying the alt as written', () => {
    expect(renderBodyImages(`<p>Before</p><p><img src="${PHOTO}" alt="A &quot;rack&quot; &gt; 2" /></p>`)).toBe(
      '<p>Before</p><p><picture class="media-picture">' +
        `<source type="image/avif" srcset="/media/3fa9c1e2d4b5a6f7-640x480-320.avif 320w, /media/3fa9c1e2d4b5a6f7-640x480-640.avif 640w" sizes="${SIZES}">` +
        `<source type="image/webp" srcset="/media/3fa9c1e2d4b5a6f7-640x480-320.webp 320w, /media/3fa9c1e2d4b5a6f7-640x480-640.webp 640w" sizes="${SIZES}">` +
        `<img src="${PHOTO}" srcset="/media/3fa9c1e2d4b5a6f7-640x480-320.jpeg 320w, /media/3fa9c1e2d4b5a6f7-640x480-640.jpeg 640w" sizes="${SIZES}" ` +
        'alt="A &quot;rack&quot; &gt; 2" width="640" height="480" loading="lazy" decoding="async"></picture></p>',
    );
  });

  it('gives a GIF a WebP source and the GIF itself', () => {
    expect(renderBodyImages('<img src="/media/0123456789abcdef-200x100-200.gif" alt="">')).toBe(
      '<picture class="media-picture">' +
        `<source type="image/webp" srcset="/media/0123456789abcdef-200x100-200.webp 200w" sizes="${SIZES}">` +
        `<img src="/media/0123456789abcdef-200x100-200.gif" srcset="/media/0123456789abcdef-200x100-200.gif 200w" sizes="${SIZES}" ` +
        'alt="" width="200" height="100" loading="lazy" decoding="async"></picture>',
    );
  });

  it('leaves other images and text as they are', () => {
    const html = '<p>/media/ is a folder, &lt;img src="/media/3fa9c1e2d4b5a6f7-640x480-640.jpeg"&gt; is text</p><img src="https://example.com/a.png" alt="x">';
    expect(renderBodyImages(html)).toBe(html);
  });

  it('follows the ladder it is given', () => {
    expect(renderBodyImages(`<img src="${PHOTO}" alt="A">`, { widths: [480], sizes: '100vw' })).toBe(
      '<picture class="media-picture">' +
        '<source type="image/avif" srcset="/media/3fa9c1e2d4b5a6f7-640x480-480.avif 480w, /media/3fa9c1e2d4b5a6f7-640x480-640.avif 640w" sizes="100vw">' +
        '<source type="image/webp" srcset="/media/3fa9c1e2d4b5a6f7-640x480-480.webp 480w, /media/3fa9c1e2d4b5a6f7-640x480-640.webp 640w" sizes="100vw">' +
        `<img src="${PHOTO}" srcset="/media/3fa9c1e2d4b5a6f7-640x480-480.jpeg 480w, /media/3fa9c1e2d4b5a6f7-640x480-640.jpeg 640w" sizes="100vw" ` +
        'alt="A" width="640" height="480" loading="lazy" decoding="async"></picture>',
    );
  });
});

describe('ladderSignature', () => {
  it('changes with the widths and with the sizes', () => {
    const current = ladderSignature(MEDIA_WIDTH_LADDER);
    expect(ladderSignature({ ...MEDIA_WIDTH_LADDER, widths: [320, 640, 960, 1280] })).not.toBe(current);
    expect(ladderSignature({ ...MEDIA_WIDTH_LADDER, sizes: '100vw' })).not.toBe(current);
    expect(ladderSignature({ widths: [...MEDIA_WIDTH_LADDER.widths], sizes: MEDIA_WIDTH_LADDER.sizes })).toBe(current);
  });
});
