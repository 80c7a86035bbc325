import sharp from 'sharp';
import { crc32 } from 'node:zlib';

/**
 * A photo-like JPEG: a sky-to-sand gradient, a sun and a horizon, with texture at two scales (coarse
 * detail and sensor-like grain), so encoders meet detail as in a phone photo instead of flat colour.
 */
export async function noisyPhoto(
  width: number, height: number, options: { gps?: boolean; orientation?: number; quality?: number; grain?: number } = {},
): Promise<Buffer> {
  const scene = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0.3" y2="1">
      <stop offset="0" stop-color="#2f5d8a"/><stop offset="0.55" stop-color="#9cc3de"/><stop offset="0.56" stop-color="#6b7f4a"/><stop offset="1" stop-color="#c9a86b"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width * 0.72}" cy="${height * 0.28}" r="${height * 0.09}" fill="#fff3c4"/>
    <path d="M0 ${height * 0.6} Q ${width * 0.25} ${height * 0.45} ${width * 0.5} ${height * 0.58} T ${width} ${height * 0.52} V ${height} H 0 Z" fill="#4d5e33" opacity="0.7"/>
  </svg>`);
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: options.grain ?? 24 } },
  }).png().toBuffer();
  // Texture at a coarser scale too (foliage, gravel, fabric), which survives downscaling as real detail does.
  const texture = await sharp({
    create: { width: Math.ceil(width / 6), height: Math.ceil(height / 6), channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  }).resize(width, height, { kernel: 'cubic' }).png().toBuffer();
  const photo = await sharp(scene).composite([{ input: texture, blend: 'soft-light' }, { input: grain, blend: 'overlay' }]).png().toBuffer();
  let image = sharp(photo).jpeg({ quality: options.quality ?? 90 });
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1', Copyright: 'Test' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 51/1 3542/100', GPSLongitudeRef: 'E', GPSLongitude: '151/1 12/1 4000/100' },
    });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

export async function smallPng(width = 40, height = 30, colour = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

/** A PNG whose header says it is width x height (its pixels are never decoded). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await smallPng(8, 8));
  // IHDR: length (4) + "IHDR" (4) from byte 8; width and height at 16 and 20; its CRC after the 13 data bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
