import { whenRuntimeConfigLoaded } from '@/lib/runtime-config';
import { loadSentry } from '@/lib/sentry';

// Next 16 runs this file in the browser before the app hydrates. The SDK itself is a separate chunk fetched
// here only when reporting is on, so uncaught errors and page-load traces are captured from the start
// without adding the SDK to the first-load JS of any route. Whether reporting is on comes from `/config.js`,
// which may not have run yet this early (the app's chunks are async scripts): wait for it.
void whenRuntimeConfigLoaded().then(() => loadSentry());
