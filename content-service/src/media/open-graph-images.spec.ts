import { openGraphFileName, openGraphRegion } from './open-graph-images';

describe('openGraphRegion', () => {
  it('takes the full height of a 4:3 photo, centred on the point', () => {
    // 4000 x 3000: a 1200:630 region the full 4000 wide would be 2100 high, so the width is 4000 and the height 2100.
    expect(openGraphRegion({ width: 4000, height: 3000 }, { focalX: 0.5, focalY: 0.5 })).toEqual({ left: 0, top: 450, width: 4000, height: 2100 });
    expect(openGraphRegion({ width: 4000, height: 3000 }, { focalX: 0.5, focalY: 0.2 })).toEqual({ left: 0, top: 0, width: 4000, height: 2100 });
    expect(openGraphRegion({ width: 4000, height: 3000 }, { focalX: 0.5, focalY: 0.9 })).toEqual({ left: 0, top: 900, width: 4000, height: 2100 });
  });

  it('takes the full height of a wide panorama and moves across to the point', () => {
    // 3000 x 630: 1200 wide, 630 high; the point at 80 % across is at 2400, so the region starts at 1800.
    expect(openGraphRegion({ width: 3000, height: 630 }, { focalX: 0.8, focalY: 0.5 })).toEqual({ left: 1800, top: 0, width: 1200, height: 630 });
  });

  it('names the file by the point, so a moved point is another file', () => {
    expect(openGraphFileName('3fa9c1e2d4b5a6f7', { focalX: 0.25, focalY: 0.5 })).toBe('3fa9c1e2d4b5a6f7-og-250-500-1200x630.jpeg');
  });
});
