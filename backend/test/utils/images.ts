import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A real PNG made by sharp. */
export const pngImage = (width = 1600, height = 900, background = '#0b4f9c') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/**
 * A real PNG of random pixels (incompressible): 900 × 900 is about 2.4 MB, which the upload
 * pipeline decodes and re-encodes like a photo.
 */
export function noisePng(width = 900, height = 900): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * A real JPEG as a phone writes it: EXIF with the camera, the author and a GPS position, and
 * orientation 6 (stored landscape, shown portrait after a 90° turn).
 */
export const jpegWithGps = (width = 800, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: '#107c10' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Musterphone', Model: 'MP 12', Artist: 'Erika Mustermann' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 36/1',
      },
    })
    .toBuffer();

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a few hundred bytes of PNG that claim 20000 x 20000 pixels (400
 * megapixels, 1.2 GB once decoded). The pixel data is a short run of zeros.
 */
export function pngBomb(size = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
