/**
 * The in-process event hub of the dashboard's live updates: routes publish what they changed, per hotel; each
 * open dashboard socket subscribes to its hotel. In-process is enough for the reference backend (one process);
 * the real backend does the same over Django Channels' Redis layer, with the same frames.
 */
import type { Order, OrderMessage } from '../domain/orders';

/** One frame of `/ws/dashboard/` after `hello` (docs/CONTRACTS.md, "Live events"). */
export type LiveEvent =
  | { type: 'order.created'; order: Order }
  | { type: 'order.updated'; order: Order }
  | { type: 'message.created'; orderId: number; message: OrderMessage; order: Order };

/** Gets each event of its hotel, with the frame already serialised once for all subscribers. */
export type LiveListener = (event: LiveEvent, frame: string) => void;

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

/**
 * Publish/subscribe per hotel. Listeners run synchronously; one that throws does not stop the others. Besides the
 * events, the hub carries word that a user's access changed ({@link userChanged}), so that open sockets re-check it.
 */
export class LiveHub {
  private readonly listeners = new Map<number, Set<LiveListener>>();
  private readonly userListeners = new Set<(userId: number) => void>();

  constructor(private readonly onListenerError: (error: unknown) => void = () => {}) {}

  /** Subscribes to a hotel's events; the returned function unsubscribes (idempotent). */
  subscribe(hotelId: number, listener: LiveListener): () => void {
    let set = this.listeners.get(hotelId);
    if (!set) {
      set = new Set();
      this.listeners.set(hotelId, set);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(hotelId);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.listeners.delete(hotelId);
    };
  }

  /** Sends an event to every subscriber of the hotel. */
  publish(hotelId: number, event: LiveEvent): void {
    const set = this.listeners.get(hotelId);
    if (!set || set.size === 0) return;
    const frame = JSON.stringify(event);
    // A copy: a listener may unsubscribe (its socket closed) while we iterate.
    for (const listener of [...set]) {
      try {
        listener(event, frame);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  /**
   * Says that a user's access may have changed — deactivated, a role or a hotel taken away: the user's open sockets
   * re-check it at once and close when it is gone. Routes that change a user's access call it after the change.
   */
  userChanged(userId: number): void {
    for (const listener of [...this.userListeners]) {
      try {
        listener(userId);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  /** Listens for {@link userChanged}; the returned function stops listening. */
  onUserChanged(listener: (userId: number) => void): () => void {
    this.userListeners.add(listener);
    return () => this.userListeners.delete(listener);
  }

  /** Subscribers of one hotel, or of all hotels (tests check that closed sockets leave nothing behind). */
  subscriberCount(hotelId?: number): number {
    if (hotelId !== undefined) return this.listeners.get(hotelId)?.size ?? 0;
    let total = 0;
    for (const set of this.listeners.values()) total += set.size;
    return total;
  }
}
