import { parseMediaUrl, variantFormats, variantWidths, fallbackFormat, mediaFileName } from './media-names';

// content-service README, "File names": widths 320/640/960/1280/1920 below W, plus W; AVIF and WebP
// (not for GIF) plus the fallback format of the URL's own extension.
describe('media file names and the width ladder', () => {
  it('takes the standard widths below the largest, then the largest', () => {
    expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it('makes AVIF and WebP plus the fallback, and no AVIF of a GIF', () => {
    expect(variantFormats('jpeg')).toEqual(['avif', 'webp', 'jpeg']);
    expect(variantFormats('png')).toEqual(['avif', 'webp', 'png']);
    expect(variantFormats('gif')).toEqual(['webp', 'gif']);
    expect(fallbackFormat('webp')).toBe('jpeg');
  });

  it('reads and writes /media/<hash>-<W>x<H>-<w>.<format>', () => {
    expect(mediaFileName('3fa9c1e2d4b5a6f7', 1920, 1440, { width: 320, format: 'avif' })).toBe('3fa9c1e2d4b5a6f7-1920x1440-320.avif');
    expect(parseMediaUrl('/media/3fa9c1e2d4b5a6f7-1920x1440-320.avif')).toEqual({
      hash: '3fa9c1e2d4b5a6f7',
      width: 1920,
      height: 1440,
      variantWidth: 320,
      format: 'avif',
    });
    expect(parseMediaUrl('https://example.com/photo.jpg')).toBeUndefined();
    expect(parseMediaUrl('/media/not-a-library-name.jpeg')).toBeUndefined();
  });
});
