/**
 * Small, valid image files made in code for the tests of uploads (server and component tests): a PNG of any size
 * (optionally noisy, so it does not compress below a size limit), a baseline JPEG, and the classic 1×1 GIF and
 * WebP files. No fixtures on disk, no image library.
 */
import { encodePng } from './png';

/** A `width`×`height` PNG; `noise` fills it with pseudo-random pixels, which deflate cannot shrink. */
export function testPng(width = 8, height = 6, noise = false): Buffer {
  let state = 0x2545f491;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % 256;
  };
  return encodePng(width, height, (x, y) => (noise ? [next(), next(), next()] : [(x * 37) % 256, (y * 53) % 256, 128]));
}

function segment(marker: number, payload: number[]): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
}

/**
 * A real baseline JPEG (greyscale, every 8×8 block a flat mid-grey): a quantisation table, the frame header with
 * the size, two one-code Huffman tables and a scan where each block is "DC difference 0, end of block" — two bits.
 */
export function testJpeg(width = 16, height = 8): Buffer {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const bits = '00'.repeat(blocks);
  const padded = bits.padEnd(Math.ceil(bits.length / 8) * 8, '1');
  const scan: number[] = [];
  for (let i = 0; i < padded.length; i += 8) {
    const byte = Number.parseInt(padded.slice(i, i + 8), 2);
    scan.push(byte);
    if (byte === 0xff) scan.push(0x00); // byte stuffing
  }
  const oneCodeTable = (tableClass: number, symbol: number) => [
    (tableClass << 4) | 0,
    1,
    ...Array<number>(15).fill(0),
    symbol,
  ];
  return Buffer.from([
    0xff,
    0xd8, // SOI
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // JFIF
    ...segment(0xdb, [0x00, ...Array<number>(64).fill(1)]), // quantisation table 0
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]), // SOF0, one component
    ...segment(0xc4, oneCodeTable(0, 0x00)), // DC table 0: category 0 is "0"
    ...segment(0xc4, oneCodeTable(1, 0x00)), // AC table 0: end of block is "0"
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]), // SOS
    ...scan,
    0xff,
    0xd9, // EOI
  ]);
}

/** The well-known 1×1 transparent GIF. */
export const TEST_GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** 1×1 WebP files of each flavour (lossy `VP8 `, lossless `VP8L`, extended `VP8X`). */
export const TEST_WEBP = {
  lossy: Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64'),
  lossless: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
  extended: Buffer.from(
    'UklGRkoAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAwAAAARBxAR/Q9ERP8DAABWUDggGAAAABQBAJ0BKgEAAQAAAP4AAA3AAP7mtQAAAA==',
    'base64',
  ),
} as const;
