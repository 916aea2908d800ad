'use client';

import { type AccountLinkRoute, parseAccountLink } from '@/lib/paths';
import { useClientValue } from './useClientValue';

/**
 * `{uid, token}` of an activation or password-reset link, from the real address bar.
 *
 * The static export has one placeholder page per route (`/activate/_/_`), so `useParams()` returns `_`; the
 * pathname is read after hydration instead (reading it during hydration would not match the prerendered HTML).
 * `undefined` until then (render a loader); `null` when the path holds no usable link.
 */
export function useAccountLink(route: AccountLinkRoute): { uid: string; token: string } | null | undefined {
  const pathname = useClientValue(() => window.location.pathname, null);
  if (pathname === null) return undefined;
  return parseAccountLink(pathname, route);
}
