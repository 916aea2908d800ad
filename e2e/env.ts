/**
 * Addresses of the e2e run, shared by playwright.config.ts (which starts the servers) and the fixtures.
 * Ports are the run's own (not npm start's 8000/3000), overridable by environment variables.
 */
export const apiPort = Number(process.env.E2E_API_PORT ?? 8100);
export const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
export const stagePort = Number(process.env.E2E_STAGE_PORT ?? 3101);

/** The reference backend of the e2e run. */
export const apiUrl = `http://127.0.0.1:${apiPort}`;
/** The export built for e2e (NEXT_PUBLIC_ENVIRONMENT=local), the default baseURL. */
export const webUrl = `http://127.0.0.1:${webPort}`;
/**
 * The NEXT_PUBLIC_* values the e2e export (`out-e2e/`) is built with. `npm test` builds it with these before the
 * e2e run (beside lint and typecheck), and Playwright's web server then finds it up to date.
 */
export const e2eWebPublicEnv = { NEXT_PUBLIC_API_URL: apiUrl, NEXT_PUBLIC_ENVIRONMENT: 'local' };
/** The e2e export deployed as `stage` with a Sentry DSN (only when a `*.stage.spec.ts` exists). */
export const stageUrl = `http://127.0.0.1:${stagePort}`;

/** Secret the e2e backend signs JWTs with (SECRET_KEY), so a fixture can mint e.g. an expired access token. */
export const secretKey = 'e2e-secret-key-not-for-production-0123456789';

/**
 * The contract backend — a real Django REST framework + djoser + SimpleJWT app (contract/django/, run by
 * scripts/django-backend.ts) — and the same export pointed at it through its config.js, for the `drf` project.
 */
export const djangoApiPort = Number(process.env.E2E_DJANGO_PORT ?? 8102);
export const djangoWebPort = Number(process.env.E2E_DJANGO_WEB_PORT ?? 3102);
export const djangoApiUrl = `http://127.0.0.1:${djangoApiPort}`;
export const djangoWebUrl = `http://127.0.0.1:${djangoWebPort}`;
