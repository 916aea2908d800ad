/**
 * The one popstate listener of the drafts' guards (lib/ui/navigation-block.ts), free of React so that
 * instrumentation-client.ts can put it in place before the app hydrates.
 */

/**
 * How many of the popstate events still to come are our own step forward (see `useNavigationBlock`): they put
 * back the entry Back left, and nobody else (Next's router) may see them.
 */
let restoring = 0;

export interface Blocker {
  holdsBack: () => boolean;
  onBack: () => void;
}

/** The guards mounted now, oldest first: the newest one that holds Back answers it. */
export const blockers: Blocker[] = [];

function onPopState(event: PopStateEvent): void {
  if (restoring > 0) {
    restoring -= 1;
    event.stopImmediatePropagation();
    return;
  }
  const blocker = [...blockers].reverse().find((candidate) => candidate.holdsBack());
  if (!blocker) return;
  event.stopImmediatePropagation();
  restoring += 1;
  // Back moved one entry back; one step forward restores the entry the router still believes in.
  window.history.go(1);
  blocker.onBack();
}

let installed = false;

/**
 * Puts the one popstate listener in place; call it before the app hydrates (instrumentation-client.ts). It must
 * run before Next's router's own listener: React applies a popstate's navigation synchronously, so a router that
 * heard Back first would already have closed the editor (and unmounted its guard) by the time a later listener
 * ran, and Chromium calls a window's listeners in the order they were added. Idempotent; the guards call it too
 * (tests, or a page that skipped the early call).
 */
export function installNavigationBlock(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('popstate', onPopState, true);
}

/** For tests: forget a pending restore (a test environment's `history.go` may never fire its popstate). */
export function resetNavigationBlock(): void {
  restoring = 0;
}
