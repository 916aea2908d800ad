import { describe, expect, it } from 'vitest';
import {
  isFinalStatus,
  nextStatus,
  ORDER_ACTIONS as SERVER_ACTIONS,
  ORDER_STATUSES as SERVER_STATUSES,
} from '@/server/domain/order-machine';
import { ORDER_STATUSES } from '../api';
import { allowedActions, allows, ORDER_ACTIONS } from './actions';

// The desk's rule is a copy of the reference backend's state machine (the application may not import server/):
// this holds the two equal, so a change to one fails here until the other follows.
describe('the actions each status allows', () => {
  it('knows the statuses and actions of the server’s machine, in its order', () => {
    expect(ORDER_STATUSES).toEqual(SERVER_STATUSES);
    expect(ORDER_ACTIONS).toEqual(SERVER_ACTIONS);
  });

  it('allows an action exactly where the server’s machine leads somewhere', () => {
    for (const status of SERVER_STATUSES) {
      for (const action of SERVER_ACTIONS) {
        expect(allows(status, action), `${action} from ${status}`).toBe(nextStatus(action, status) !== null);
      }
      expect(allowedActions(status).length === 0, `${status} is final`).toBe(isFinalStatus(status));
    }
  });

  it('offers take and cancel on a new order, complete and cancel on one in work, nothing on a final one', () => {
    expect(allowedActions('new')).toEqual(['take', 'cancel']);
    expect(allowedActions('in_progress')).toEqual(['complete', 'cancel']);
    expect(allowedActions('completed')).toEqual([]);
    expect(allowedActions('cancelled')).toEqual([]);
  });

  it('offers nothing for a status the desk does not know', () => {
    expect(allowedActions('on_hold')).toEqual([]);
    expect(allows('on_hold', 'cancel')).toBe(false);
  });
});
