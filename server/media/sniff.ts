/**
 * Recognises an image by its bytes, never by its name or the type the browser declared: the magic number says
 * what it is, the header its size. A file that starts like an image but has no readable header is refused too,
 * as Django's ImageField (Pillow) refuses a corrupted image.
 */

/** The image formats the dashboard accepts. */
export type ImageMimeType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

export interface SniffedImage {
  mimeType: ImageMimeType;
  /** The extension files of this type get on disk (the name decides the Content-Type they are served with). */
  extension: 'jpg' | 'png' | 'webp' | 'gif';
  width: number;
  height: number;
}

/** The Content-Type of each extension a stored image can have. */
export const MIME_BY_EXTENSION: Readonly<Record<SniffedImage['extension'], ImageMimeType>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

function startsWith(bytes: Buffer, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Buffer, offset: number, length: number): string {
  return bytes.length < offset + length ? '' : bytes.toString('latin1', offset, offset + length);
}

function png(bytes: Buffer): SniffedImage | null {
  // Signature, then the IHDR chunk first: length 13, type, width, height (big-endian).
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return null;
  return { mimeType: 'image/png', extension: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function gif(bytes: Buffer): SniffedImage | null {
  if (bytes.length < 10) return null;
  return { mimeType: 'image/gif', extension: 'gif', width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

function webp(bytes: Buffer): SniffedImage | null {
  const chunk = ascii(bytes, 12, 4);
  const result = (width: number, height: number): SniffedImage => ({
    mimeType: 'image/webp',
    extension: 'webp',
    width,
    height,
  });
  if (chunk === 'VP8 ' && bytes.length >= 30 && startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) {
    // Lossy: a key frame's start code, then 14-bit width and height.
    return result(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
  }
  if (chunk === 'VP8L' && bytes.length >= 25 && bytes[20] === 0x2f) {
    // Lossless: a signature byte, then width − 1 and height − 1 in 14 bits each.
    const bits = bytes.readUInt32LE(21);
    return result((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X' && bytes.length >= 30) {
    // Extended: canvas width − 1 and height − 1 in 24 bits each.
    return result(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
  }
  return null;
}

// Start-of-frame markers carry the size; C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding) do not.
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpeg(bytes: Buffer): SniffedImage | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM, RSTn, SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return null;
    if (SOF_MARKERS.has(marker)) {
      if (offset + 9 > bytes.length) return null;
      return {
        mimeType: 'image/jpeg',
        extension: 'jpg',
        height: bytes.readUInt16BE(offset + 5),
        width: bytes.readUInt16BE(offset + 7),
      };
    }
    offset += 2 + length;
  }
  return null;
}

/**
 * What image the bytes are — JPEG, PNG, WebP or GIF with a positive width and height — or null for anything else
 * (text, PDF, SVG, HEIC, a truncated or corrupted header).
 */
export function sniffImage(bytes: Buffer): SniffedImage | null {
  let image: SniffedImage | null = null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) image = jpeg(bytes);
  else if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) image = png(bytes);
  else if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') image = gif(bytes);
  else if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') image = webp(bytes);
  if (!image || image.width <= 0 || image.height <= 0) return null;
  return image;
}
