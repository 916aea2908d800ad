/**
 * The life of a service order (docs/CONTRACTS.md, "Service orders"): staff take a new order into work, complete
 * it, or cancel it before it is done. Completed and cancelled are final. Pure functions, so the rules are tested
 * without a database and the routes only decide *how* to apply a transition (a conditional UPDATE), not *whether*.
 */
import { SERVICE_ORDER_STATUSES } from './dictionaries';

/** The values of `/service_orders/statuses/`, in that list's order. */
export const ORDER_STATUSES = ['new', 'in_progress', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What staff can do to an order; each is one POST endpoint (`take_order/`, `complete_order/`, `cancel_order/`). */
export const ORDER_ACTIONS = ['take', 'complete', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

const TRANSITIONS: Readonly<Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus }>> = {
  take: { from: ['new'], to: 'in_progress' },
  complete: { from: ['in_progress'], to: 'completed' },
  cancel: { from: ['new', 'in_progress'], to: 'cancelled' },
};

// The infinitive that fits "Нельзя … заказ в статусе «…»."
const ACTION_VERBS: Readonly<Record<OrderAction, string>> = {
  take: 'взять в работу',
  complete: 'завершить',
  cancel: 'отменить',
};

/** Whether a string (a database value, a query parameter) is an order status. */
export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Whether no action leads anywhere from this status. */
export function isFinalStatus(status: OrderStatus): boolean {
  return ORDER_ACTIONS.every((action) => !TRANSITIONS[action].from.includes(status));
}

/** The statuses an action may start from (the `WHERE status = …` candidates of its UPDATE). */
export function sourceStatuses(action: OrderAction): readonly OrderStatus[] {
  return TRANSITIONS[action].from;
}

/** The status an action leads to from `status`, or null when the action is not allowed there. */
export function nextStatus(action: OrderAction, status: OrderStatus): OrderStatus | null {
  const transition = TRANSITIONS[action];
  return transition.from.includes(status) ? transition.to : null;
}

/** The Russian display name of a status, as `/service_orders/statuses/` answers it. */
export function statusName(status: OrderStatus): string {
  return SERVICE_ORDER_STATUSES.find((choice) => choice.value === status)?.displayName ?? status;
}

/** The 400 text of an illegal transition: it names the action and the current status. */
function transitionErrorText(action: OrderAction, status: OrderStatus): string {
  return `Нельзя ${ACTION_VERBS[action]} заказ в статусе «${statusName(status)}».`;
}

export type TransitionOutcome = { ok: true; from: OrderStatus; to: OrderStatus } | { ok: false; message: string };

/** Applies an action to a status: the status it leads to, or the error text to answer with. */
export function transition(action: OrderAction, status: OrderStatus): TransitionOutcome {
  const to = nextStatus(action, status);
  return to === null ? { ok: false, message: transitionErrorText(action, status) } : { ok: true, from: status, to };
}
