import { loadSentry } from '@/lib/sentry';

// Next 16 runs this file in the browser before the app hydrates. The SDK itself is a separate chunk fetched
// here only when reporting is on, so uncaught errors and page-load traces are captured from the start
// without adding the SDK to the first-load JS of any route.
void loadSentry();
