/**
 * The installed app's icons (docs/decisions/209-installable-app.md), drawn from the one source of the mark,
 * `app/icon.svg`, and committed: the build does not run this, so an export never depends on an image library.
 *
 * - `public/icons/icon-192.png`, `icon-512.png`: the mark as it is (rounded square, transparent corners), the web
 *   app manifest's `any` icons;
 * - `public/icons/icon-maskable-512.png`: the same mark on a full square of its colour, the manifest's `maskable`
 *   icon, which Android crops to its own shape (the glyph already lies inside the central safe zone);
 * - `app/apple-icon.png` (180 px): the full-square version again, since iOS masks home-screen icons itself and fills
 *   transparency with black; Next links it as `apple-touch-icon`.
 *
 * CLI: `tsx scripts/app-icons.ts` after changing `app/icon.svg`; commit the PNGs it writes.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The source SVG with its rounded background made a full square: the bleed a maskable or Apple icon needs. */
export function fullBleed(svg: string): string {
  const squared = svg.replace(/(<rect\b[^>]*?)\s+rx="[^"]*"/, '$1');
  if (squared === svg) throw new Error('app/icon.svg: no rounded <rect> background to square');
  return squared;
}

async function writePng(svg: string, size: number, file: string): Promise<void> {
  const target = path.join(ROOT, file);
  mkdirSync(path.dirname(target), { recursive: true });
  // Rendered at the target size from the vector (density scales the 32-unit viewBox), not scaled up from a bitmap.
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(target);
  console.log(`${file}: ${size}×${size}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const svg = readFileSync(path.join(ROOT, 'app', 'icon.svg'), 'utf8');
  const square = fullBleed(svg);
  await writePng(svg, 192, 'public/icons/icon-192.png');
  await writePng(svg, 512, 'public/icons/icon-512.png');
  await writePng(square, 512, 'public/icons/icon-maskable-512.png');
  await writePng(square, 180, 'app/apple-icon.png');
}
