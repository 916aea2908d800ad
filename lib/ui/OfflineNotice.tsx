'use client';

import { IconWifiOff } from '@tabler/icons-react';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import * as ru from '@/lib/i18n/ru';
import classes from './OfflineNotice.module.css';

function subscribe(onChange: () => void): () => void {
  const unsubscribe = onlineManager.subscribe(() => onChange());
  // The manager starts online and then follows the `online`/`offline` events alone: a page that opens with no
  // network at all (the installed app, from the service worker's precache) fires neither, so it starts offline here,
  // for this notice and the paused queries alike.
  if (navigator.onLine === false) onlineManager.setOnline(false);
  return unsubscribe;
}

/**
 * A calm notice while the browser is offline, as TanStack's `onlineManager` sees it (the `online`/`offline`
 * events; the same state that pauses queries and resumes and refetches them on reconnect, lib/query-client.ts),
 * so the notice and the queries never disagree. The `status` region is always in the DOM, so screen readers
 * announce the text when it appears; it floats over the page (fixed), so nothing on the page moves.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
  return (
    <div role="status" className={classes.region}>
      {online ? null : (
        <div className={classes.notice}>
          <IconWifiOff size={18} className={classes.icon} stroke={1.8} aria-hidden />
          <span>
            {ru.offline.title} {ru.offline.message}
          </span>
        </div>
      )}
    </div>
  );
}
