import { describe, expect, it } from 'vitest';
import { mediaImage, shareImageUrl } from './media-image';

describe('mediaImage', () => {
  it('lists AVIF, WebP and JPEG at the standard widths below the largest, then the largest', () => {
    expect(mediaImage('/media/3fa9c1e2d4b5a6f7-1000x750-1000.jpeg')).toEqual({
      width: 1000,
      height: 750,
      sources: [
        { type: 'image/avif', srcSet: '/media/3fa9c1e2d4b5a6f7-1000x750-320.avif 320w, /media/3fa9c1e2d4b5a6f7-1000x750-640.avif 640w, /media/3fa9c1e2d4b5a6f7-1000x750-960.avif 960w, /media/3fa9c1e2d4b5a6f7-1000x750-1000.avif 1000w' },
        { type: 'image/webp', srcSet: '/media/3fa9c1e2d4b5a6f7-1000x750-320.webp 320w, /media/3fa9c1e2d4b5a6f7-1000x750-640.webp 640w, /media/3fa9c1e2d4b5a6f7-1000x750-960.webp 960w, /media/3fa9c1e2d4b5a6f7-1000x750-1000.webp 1000w' },
        { type: 'image/jpeg', srcSet: '/media/3fa9c1e2d4b5a6f7-1000x750-320.jpeg 320w, /media/3fa9c1e2d4b5a6f7-1000x750-640.jpeg 640w, /media/3fa9c1e2d4b5a6f7-1000x750-960.jpeg 960w, /media/3fa9c1e2d4b5a6f7-1000x750-1000.jpeg 1000w' },
      ],
      src: '/media/3fa9c1e2d4b5a6f7-1000x750-1000.jpeg',
    });
  });

  it('keeps PNG as the fallback and gives a GIF no AVIF', () => {
    expect(mediaImage('/media/00000000000000aa-200x100-200.png')?.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp', 'image/png']);
    expect(mediaImage('/media/00000000000000aa-200x100-200.gif')?.sources.map((source) => source.type)).toEqual(['image/webp', 'image/gif']);
  });

  it('leaves other URLs alone', () => {
    expect(mediaImage('https://example.com/media/3fa9c1e2d4b5a6f7-1000x750-1000.jpeg')).toBeUndefined();
    expect(mediaImage('/images/insights/windows-11.svg')).toBeUndefined();
  });
});

describe('shareImageUrl', () => {
  it('is the 1200 px JPEG of a wide photo and the largest of a narrow one', () => {
    expect(shareImageUrl('/media/3fa9c1e2d4b5a6f7-1920x1440-1920.jpeg')).toBe('/media/3fa9c1e2d4b5a6f7-1920x1440-1200.jpeg');
    expect(shareImageUrl('/media/3fa9c1e2d4b5a6f7-900x600-900.jpeg')).toBe('/media/3fa9c1e2d4b5a6f7-900x600-900.jpeg');
    expect(shareImageUrl('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
  });
});
