/* global window */
// Runtime configuration of the dashboard: one built export, deployed to every environment.
// Loaded by every page before the app starts (app/layout.tsx). Each key set here overrides the value the export
// was built with (NEXT_PUBLIC_*); a key left out keeps it. A malformed key is ignored with a console warning.
//
//   apiUrl       the backend, "https://api.example.org"                        (NEXT_PUBLIC_API_URL)
//   wsUrl        base of the live websocket, "wss://live.example.org";
//                default: apiUrl with http -> ws, https -> wss                 (NEXT_PUBLIC_WS_URL)
//   environment  "local" turns error reporting off; "stage", "production" ...  (NEXT_PUBLIC_ENVIRONMENT)
//   sentryDsn    Sentry DSN; "" turns reporting off                            (NEXT_PUBLIC_SENTRY_DSN)
//
// Keep the last statement exactly `window.__DASHBOARD_CONFIG__ = <JSON>;` (double-quoted keys, no trailing
// comma, comments only above it): the servers read it as JSON to allow these origins in the Content-Security-Policy.
// Example:
//   window.__DASHBOARD_CONFIG__ = {"apiUrl": "https://api.example.org", "environment": "production", "sentryDsn": "https://key@o1.ingest.sentry.io/2"};
window.__DASHBOARD_CONFIG__ = {};
