'use client';

import { useSyncExternalStore } from 'react';
import type { SessionEnd } from '@/lib/session';
import { activeHotelStorage, storageKeys, tokenStorage } from '@/lib/storage';

/*
 * The stored part of the session (token present? which hotel?) as an external store: read after hydration only
 * (the prerendered HTML knows neither), and re-read when this tab changes it or another tab signs in or out.
 * Light on purpose (no transport, no query cache): the sign-in page's gate reads it in its first load
 * (docs/decisions/190-first-load.md).
 */
const listeners = new Set<() => void>();

/** Tells every reader that the stored session (or the last ending) changed. */
export function notifyStoredSessionChanged(): void {
  for (const listener of [...listeners]) listener();
}

/** What the signed-in app does when another tab ended the session (features/session's provider). */
const signedOutElsewhereHandlers = new Set<() => void>();

/**
 * Runs `handler` (instead of a bare re-read) when another tab removes the access token while this tab has a session
 * (the provider ends it with the reason and clears its cache). Returns the unsubscribe.
 */
export function onSignedOutElsewhere(handler: () => void): () => void {
  signedOutElsewhereHandlers.add(handler);
  return () => signedOutElsewhereHandlers.delete(handler);
}

/**
 * Another tab signed in or out, or refreshed the token: read the storage again. Its hotel switch is not followed:
 * each tab works with its own hotel (lib/storage.ts). One listener for both the gate and the provider, so that the
 * provider's ending runs before anything re-renders.
 */
function onStorage(event: StorageEvent): void {
  if (event.storageArea !== null && event.storageArea !== window.localStorage) return;
  if (event.key !== null && event.key !== storageKeys.access && event.key !== storageKeys.refresh) return;
  const removed = tokenStorage.getAccess() === null && (event.key === storageKeys.access || event.key === null);
  if (removed && signedOutElsewhereHandlers.size > 0) {
    for (const handler of [...signedOutElsewhereHandlers]) handler();
    return;
  }
  notifyStoredSessionChanged();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/**
 * Why the last session ended on its own (lib/session.ts `SessionEnd`), beside the stored session and notified with
 * it: the sign-in screen that follows reads it. Not React state, because the endings come from effects and events.
 */
let lastEnd: SessionEnd | null = null;

function readLastEnd(): SessionEnd | null {
  return lastEnd;
}

/**
 * Records why the session ended: `replace` overwrites a reason already given, else the first reason is kept (the
 * user's load failing also fails the query the provider watches, whose generic ending must not replace the
 * sign-in's own, which has the email). Readers are notified by the caller.
 */
export function recordSessionEnd(why: SessionEnd | null, replace: boolean): void {
  lastEnd = replace ? why : (lastEnd ?? why);
}

function readStoredSession(): string {
  return `${tokenStorage.getAccess() === null ? 'anonymous' : 'token'}:${activeHotelStorage.get() ?? ''}`;
}

/** What is stored: null while hydrating (the prerender knows nothing of this browser). */
export interface StoredSession {
  hasToken: boolean | null;
  storedHotelId: number | null;
}

function parseStoredSession(snapshot: string | null): StoredSession {
  if (snapshot === null) return { hasToken: null, storedHotelId: null };
  const [token, hotel] = snapshot.split(':');
  return { hasToken: token === 'token', storedHotelId: hotel ? Number(hotel) : null };
}

/** The stored session, re-rendered on every change this tab notifies. */
export function useStoredSession(): StoredSession {
  return parseStoredSession(useSyncExternalStore(subscribe, readStoredSession, () => null));
}

/** Why the last session ended on its own; null after the user's own logout, before any ending, and in the prerender. */
export function useLastSessionEnd(): SessionEnd | null {
  return useSyncExternalStore(subscribe, readLastEnd, () => null);
}
