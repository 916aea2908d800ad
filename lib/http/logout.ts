/**
 * The logout event. The transport publishes it when the session can no longer be renewed; the session
 * provider subscribes and performs the logout. Keeping it a bare event keeps lib/http free of UI decisions.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Subscribes to the logout event; returns the unsubscribe function. */
export function onLogout(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every subscriber that the session has ended. */
export function publishLogout(): void {
  for (const listener of [...listeners]) listener();
}
