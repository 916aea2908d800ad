/**
 * `tsx scripts/ensure-chromium.ts`: prints the path of a Chromium for Playwright and the benchmark; when none
 * is found and this is Debian as root, installs the `chromium` package first. Exits 1 when there is none.
 * `findChromium()` is what playwright.config.ts and bench/run.ts use.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptInstall, findChromium } from './system-deps';

/** Finds Chromium, installing Debian's package when possible; null if there is still none. */
export function ensureChromium(): string | null {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH=${process.env.CHROME_PATH} is not an executable.`);
    return null;
  }
  console.error("No Chromium found (CHROME_PATH, /usr/bin/chromium, Playwright cache); installing Debian's chromium.");
  return aptInstall(['chromium']) ? findChromium() : null;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const chromium = ensureChromium();
  if (!chromium) {
    console.error('Chromium is required: install it (Debian: apt-get install chromium) or set CHROME_PATH.');
    process.exit(1);
  }
  console.log(chromium);
}
