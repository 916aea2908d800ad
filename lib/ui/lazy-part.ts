import { type ComponentType, createElement, lazy, useState } from 'react';

/**
 * When a lazy part's chunk starts loading: `true` at once (this visitor needs it at start-up, e.g. a token is
 * stored and the shell will show), `'idle'` once the browser is idle after start-up (a drawer or dialog the user
 * may open: it is there by the time they click, but does not compete with the screen's first paint),
 * `'interaction'` at the user's first key or pointer press (the shell, while someone types their credentials on
 * the sign-in screen: nothing competes with that screen's own loading), `false` on first render only.
 */
export type Preload = boolean | 'idle' | 'interaction';

function onFirstInteraction(start: () => void): void {
  const once = () => {
    window.removeEventListener('pointerdown', once, true);
    window.removeEventListener('keydown', once, true);
    start();
  };
  window.addEventListener('pointerdown', once, true);
  window.addEventListener('keydown', once, true);
}

function whenIdle(start: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 3_000 });
  else window.setTimeout(start, 1_000);
}

/** Starts `start` when `preload` says (in the browser only: a prerender has no visitor). */
export function preloadWhen(start: () => void, preload: Preload): void {
  if (typeof window === 'undefined') return;
  if (preload === true) start();
  else if (preload === 'idle') whenIdle(start);
  else if (preload === 'interaction') onFirstInteraction(start);
}

/** A lazy part; `load()` starts loading its chunk (once) and resolves when it is in. */
export type LazyPart<P extends object> = ComponentType<P> & { load: () => Promise<unknown> };

/**
 * `React.lazy` for a part of the app that not every visitor or every visit needs — the sign-in screen, the
 * signed-in shell, a screen's form drawer — so that first paint does not wait for its code. Render it inside a
 * `Suspense` whose fallback holds its place (the session spinner, a drawer's skeleton).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, preload: Preload): LazyPart<P> {
  let started: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  const start = () =>
    (started ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        // A failed preload (a dropped connection) is tried again when the part is rendered.
        started = null;
        throw error;
      },
    ));
  preloadWhen(() => void start().catch(() => undefined), preload);
  const Lazy = lazy(start);
  // React.lazy suspends on its first render even when the chunk is already in (then React holds the fallback for
  // its throttle, ~300 ms): once loaded, the component itself is rendered. Chosen once per instance, since
  // switching from the lazy wrapper to the component later would remount it.
  function LazyPart(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(LazyPart, { load: start });
}
