/**
 * `tsx scripts/ensure-nginx.ts`: prints the path of nginx, installing Debian's `nginx-light` (as root) when
 * there is none. scripts/nginx.test.ts runs deploy/nginx.conf in it; `npm test` and `.ci/run` call this first.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptInstall, findNginx } from './system-deps';

/** Finds nginx, installing Debian's package when possible; null if there is still none. */
export function ensureNginx(): string | null {
  const found = findNginx();
  if (found) return found;
  console.error("No nginx found; installing Debian's nginx-light.");
  return aptInstall(['nginx-light']) ? findNginx() : null;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const nginx = ensureNginx();
  if (!nginx) {
    console.error(
      'nginx is required by scripts/nginx.test.ts: install it (Debian: apt-get install nginx-light) or set NGINX_PATH.',
    );
    process.exit(1);
  }
  console.log(nginx);
}
