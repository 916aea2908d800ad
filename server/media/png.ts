/**
 * A minimal PNG encoder (8-bit truecolour, no alpha) on node:zlib: enough to generate the demo photos of the seed
 * and the images of tests in code, without image assets or an image library.
 */
import { deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The colour of one pixel, each channel 0–255. */
export type Pixel = (x: number, y: number) => readonly [number, number, number];

/**
 * Encodes a `width`×`height` RGB image whose pixels `pixel(x, y)` paints. Each row uses PNG's "Sub" filter, which
 * turns smooth gradients into runs of small numbers that deflate well.
 */
export function encodePng(width: number, height: number, pixel: Pixel): Buffer {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * stride;
    raw[row] = 1; // filter: Sub
    const previous = [0, 0, 0];
    for (let x = 0; x < width; x += 1) {
      const color = pixel(x, y);
      const offset = row + 1 + x * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        const value = Math.max(0, Math.min(255, Math.round(color[channel]!)));
        raw[offset + channel] = (value - previous[channel]! + 256) & 0xff;
        previous[channel] = value;
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  // compression, filter and interlace methods: 0
  // Level 3: a third of the time of the default level for files a quarter larger — these are demo pictures.
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 3 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
