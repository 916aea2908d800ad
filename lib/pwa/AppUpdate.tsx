'use client';

import { Button, Notification, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import classes from './AppUpdate.module.css';
import {
  applyUpdate,
  registerServiceWorker,
  type WorkerContainer,
  type WorkerRegistration,
  watchForUpdates,
} from './updates';

/** The browser's side, replaced by fakes in tests. */
export interface AppUpdateDeps {
  container: WorkerContainer | undefined;
  /** Resolves when the worker may be registered: once the page has loaded (a first install later still). */
  whenLoaded: Promise<void>;
  reload: () => void;
}

function windowLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** How long after `load` a first visit waits before the worker's first install (then the next idle moment). */
const FIRST_INSTALL_DELAY_MS = 10_000;

/**
 * When to register: at `load` when a worker already controls the page (registering then only asks for a new
 * `sw.js`), but a first visit's install — the precache, about 2 MB — waits 10 s past `load` and an idle moment, so
 * it does not share the phone's link and CPU with the desk's own start. Bench (g), Lighthouse mobile `/orders`, a
 * quiet machine, 2026-12-05: TBT 2107 ms with the install at `load` (800 ms before there was a worker).
 */
export function whenToRegister(container: WorkerContainer | undefined): Promise<void> {
  const loaded = windowLoaded();
  if (!container || container.controller) return loaded;
  return loaded
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, FIRST_INSTALL_DELAY_MS)))
    .then(
      () =>
        new Promise<void>((resolve) => {
          if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 5000 });
          else resolve();
        }),
    );
}

/** A registered worker, with what {@link applyUpdate} needs beside it. */
interface Found {
  registration: WorkerRegistration;
  container: WorkerContainer;
  reload: () => void;
}

function browserDeps(): AppUpdateDeps {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  return { container, whenLoaded: whenToRegister(container), reload: () => window.location.reload() };
}

/**
 * Registers the service worker and, when a deploy brings a new version, says so with «Обновить» (lib/pwa/updates.ts
 * for how it is noticed): never a silent switch under a person at work, never a stale app left without a word.
 * Closing the notice leaves the new version for the next load. Rendered once for every page by app/providers.tsx,
 * in production builds only, after start-up.
 */
export function AppUpdate({ deps }: { deps?: AppUpdateDeps }) {
  const [found, setFound] = useState<Found | null>(null);
  const [ready, setReady] = useState(false);

  // In an effect: the browser's objects exist only there (the export prerenders this component too).
  useEffect(() => {
    const browser = deps ?? browserDeps();
    let live = true;
    void registerServiceWorker(browser.container, browser.whenLoaded).then((registration) => {
      if (live && registration && browser.container) {
        setFound({ registration, container: browser.container, reload: browser.reload });
      }
    });
    return () => {
      live = false;
    };
  }, [deps]);

  useEffect(
    () => (found ? watchForUpdates(found.registration, found.container, () => setReady(true)) : undefined),
    [found],
  );

  if (!ready || !found) return null;
  return (
    <div className={classes.region}>
      <Notification
        title={ru.pwa.updateTitle}
        icon={<IconRefresh size={18} aria-hidden />}
        color="blue"
        onClose={() => setReady(false)}
        closeButtonProps={{ 'aria-label': ru.common.close }}
      >
        <Text size="sm">{ru.pwa.updateText}</Text>
        <div className={classes.actions}>
          <Button size="xs" onClick={() => applyUpdate(found.registration, found.container, found.reload)}>
            {ru.pwa.update}
          </Button>
        </div>
      </Notification>
    </div>
  );
}
