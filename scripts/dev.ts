/**
 * `npm run dev`: `next dev` on PORT (3000) and the reference backend on API_PORT (8000), both reloading on
 * change (`tsx watch`). Output is prefixed [web]/[api]; Ctrl-C stops both, and so does either one dying.
 */
import { startChild, stopOnSignals } from './processes';

const apiPort = process.env.API_PORT ?? '8000';
const webPort = process.env.PORT ?? '3000';

stopOnSignals();
startChild('api', 'tsx', ['watch', '--clear-screen=false', 'server/main.ts'], {
  ...process.env,
  PORT: apiPort,
  DASHBOARD_URL: process.env.DASHBOARD_URL ?? `http://localhost:${webPort}`,
  // The outbox and fault switches under /dev/, answered to this machine only.
  ENABLE_DEV_ENDPOINTS: process.env.ENABLE_DEV_ENDPOINTS ?? process.env.DEV_ENDPOINTS ?? '1',
});
startChild('web', 'next', ['dev', '--port', webPort], {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_PUBLIC_API_URL: process.env.NEXT_PUBLIC_API_URL ?? `http://localhost:${apiPort}`,
  NEXT_PUBLIC_ENVIRONMENT: process.env.NEXT_PUBLIC_ENVIRONMENT ?? 'local',
});
