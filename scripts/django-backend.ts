/**
 * `tsx scripts/django-backend.ts`: the contract backend (contract/django/, real Django REST framework + djoser +
 * SimpleJWT) on a fresh sqlite database in a new temporary directory — migrated, seeded with the demo data of our
 * reference server (contract/django-backend.ts) — served by `manage.py runserver --noreload` on 127.0.0.1:`PORT` (8102); stopped and the
 * directory removed on SIGTERM or Ctrl-C. The backend of the Playwright `django` project. Every other setting
 * (SECRET_KEY, ACCESS_TOKEN_LIFETIME, DASHBOARD_URL, CORS_ORIGINS, LOGIN_THROTTLE_RATE, ...) comes from the
 * environment, see contract/django/hotelapi/settings.py and contract/README.md.
 */
import { startDjangoBackend } from '../contract/django-backend';
import { ensureDjango } from './ensure-django';

if (!ensureDjango()) process.exit(1);

const backend = await startDjangoBackend({
  port: Number(process.env.PORT ?? 8102),
  onLine: (line) => console.log(line),
  timeoutMs: 120_000,
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
console.log(`Django contract backend at ${backend.url}`);

// `on`, not `once`: Playwright signals the whole process group and tsx relays the signal to this process as well,
// so a second SIGTERM arrives while the first is being handled — with no handler left it would kill this process
// before the database directory is removed. Should the process end anyway, `exit` still removes it.
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void backend.close().finally(() => process.exit(0));
  });
}
process.once('exit', () => backend.killNow());
