/**
 * `tsx scripts/ensure-django.ts`: checks that Debian's Python has what the contract backend (contract/django/)
 * needs — Django 3.2, Django REST framework, SimpleJWT, djoser, django-cors-headers, django-filter, Pillow (for
 * DRF's ImageField) — and installs Debian's packages (as root, with apt-get) when it does not. No pip: Debian's
 * packages only. Exits 1 when they are still missing. `npm test` and `.ci/run` call it beside ensure-chromium and
 * ensure-nginx.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptInstall } from './system-deps';

/** Debian's interpreter, which has python3-django and the rest (not the first `python3` on PATH: pyenv's lacks them). */
export const DJANGO_PYTHON = process.env.DJANGO_PYTHON || '/usr/bin/python3';

/** The Debian packages of the contract backend. */
const DJANGO_PACKAGES = [
  'python3-django',
  'python3-djangorestframework',
  'python3-djangorestframework-simplejwt',
  'python3-djoser',
  'python3-django-cors-headers',
  'python3-django-filters',
  'python3-pil',
];

const IMPORTED = 'django, rest_framework, rest_framework_simplejwt, djoser, corsheaders, django_filters, PIL';
const IMPORT_CHECK = `import ${IMPORTED}; print(django.get_version())`;

/** Django's version when Debian's Python imports every package, else null. */
export function djangoVersion(): string | null {
  const env = { ...process.env };
  delete env.PYTHONHOME;
  delete env.PYTHONPATH;
  const result = spawnSync(DJANGO_PYTHON, ['-c', IMPORT_CHECK], { encoding: 'utf8', env });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** True when the packages are there, installing them first when possible. */
export function ensureDjango(): boolean {
  if (djangoVersion()) return true;
  console.error(`${DJANGO_PYTHON} cannot import ${IMPORTED}; installing Debian's packages.`);
  // python3 itself comes along as their dependency when /usr/bin/python3 is missing.
  return aptInstall(DJANGO_PACKAGES) && djangoVersion() !== null;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!ensureDjango()) {
    console.error(`The Django contract backend needs Debian's ${DJANGO_PACKAGES.join(' ')} (apt-get install them).`);
    process.exit(1);
  }
  console.log(`Django ${djangoVersion()} (${DJANGO_PYTHON})`);
}
