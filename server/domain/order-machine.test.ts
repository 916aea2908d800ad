import { describe, expect, it } from 'vitest';
import { SERVICE_ORDER_STATUSES } from './dictionaries';
import {
  isFinalStatus,
  isOrderStatus,
  nextStatus,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  type OrderAction,
  type OrderStatus,
  sourceStatuses,
  statusName,
  transition,
} from './order-machine';

// Every (action, status) pair: the status it leads to, or the exact error text.
const TABLE: [OrderAction, OrderStatus, string][] = [
  ['take', 'new', 'in_progress'],
  ['take', 'in_progress', 'Нельзя взять в работу заказ в статусе «В работе».'],
  ['take', 'completed', 'Нельзя взять в работу заказ в статусе «Выполнен».'],
  ['take', 'cancelled', 'Нельзя взять в работу заказ в статусе «Отменён».'],
  ['complete', 'new', 'Нельзя завершить заказ в статусе «Новый».'],
  ['complete', 'in_progress', 'completed'],
  ['complete', 'completed', 'Нельзя завершить заказ в статусе «Выполнен».'],
  ['complete', 'cancelled', 'Нельзя завершить заказ в статусе «Отменён».'],
  ['cancel', 'new', 'cancelled'],
  ['cancel', 'in_progress', 'cancelled'],
  ['cancel', 'completed', 'Нельзя отменить заказ в статусе «Выполнен».'],
  ['cancel', 'cancelled', 'Нельзя отменить заказ в статусе «Отменён».'],
];

describe('order state machine', () => {
  it('covers every pair of action and status', () => {
    const pairs = new Set(TABLE.map(([action, status]) => `${action}/${status}`));
    expect(pairs.size).toBe(ORDER_ACTIONS.length * ORDER_STATUSES.length);
  });

  it.each(TABLE)('%s from %s → %s', (action, status, expected) => {
    const outcome = transition(action, status);
    if (isOrderStatus(expected)) {
      expect(outcome).toEqual({ ok: true, from: status, to: expected });
      expect(nextStatus(action, status)).toBe(expected);
      expect(sourceStatuses(action)).toContain(status);
    } else {
      expect(outcome).toEqual({ ok: false, message: expected });
      expect(nextStatus(action, status)).toBeNull();
      expect(sourceStatuses(action)).not.toContain(status);
    }
  });

  it('has exactly completed and cancelled as final states', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['completed', 'cancelled']);
  });

  it('knows the statuses of /service_orders/statuses/, in their order and with their names', () => {
    expect(SERVICE_ORDER_STATUSES.map((choice) => choice.value)).toEqual([...ORDER_STATUSES]);
    for (const choice of SERVICE_ORDER_STATUSES)
      expect(statusName(choice.value as OrderStatus)).toBe(choice.displayName);
    expect(isOrderStatus('done')).toBe(false);
  });
});
