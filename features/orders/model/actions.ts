import type { OrderAction, OrderStatus } from '../api';

/*
 * Which action each order status allows — the one rule the desk reads for its buttons, its row shortcuts and which
 * orders are still open: take a new order, complete one in work, cancel either; completed and cancelled are final.
 * The backend decides (a refused action is its 400, a lost race its 409); this only decides what the desk offers.
 * It is server/domain/order-machine.ts's rule, which the application may not import (it would ship the backend):
 * actions.test.ts holds the two equal.
 */

/** The actions, in the order their buttons stand. */
export const ORDER_ACTIONS: readonly OrderAction[] = ['take', 'complete', 'cancel'];

/** The statuses each action applies to. */
const ALLOWED_FROM: Readonly<Record<OrderAction, readonly OrderStatus[]>> = {
  take: ['new'],
  complete: ['in_progress'],
  cancel: ['new', 'in_progress'],
};

/** Whether `action` applies to an order in `status`; a status the desk does not know takes none. */
export function allows(status: string, action: OrderAction): boolean {
  return (ALLOWED_FROM[action] as readonly string[]).includes(status);
}

/** The actions an order in `status` offers, in their buttons' order (none for a final or unknown status). */
export function allowedActions(status: string): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => allows(status, action));
}
