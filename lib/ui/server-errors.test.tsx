import { act, renderHook } from '@testing-library/react';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorFromResponse } from '@/lib/http/errors';
import { applyServerErrors, hasFieldErrors, sortServerErrors } from './server-errors';

interface Values {
  name: string;
  firstName: string;
  quantity: number;
}

const badRequest = (body: unknown) => apiErrorFromResponse({ status: 400, statusText: 'Bad Request' }, body);

describe('sortServerErrors', () => {
  it('puts each key on the field it names, joining its messages, and keeps the rest', () => {
    const error = badRequest({
      first_name: ['Too long.', 'Only letters.'],
      nonFieldErrors: ['Closed today.'],
      hotel: ['Not yours.'],
      detail: 'Invalid input.',
    });
    const { onFields, unplaced } = sortServerErrors<Values>(error, { name: 'name', first_name: 'firstName' });
    expect([...onFields]).toEqual([['firstName', 'Too long. Only letters.']]);
    expect(unplaced).toEqual(['Closed today.', 'Not yours.']);
  });

  it('takes a list of field names as keys of their own name', () => {
    const { onFields } = sortServerErrors<Values>(badRequest({ name: ['Taken.'] }), ['name', 'firstName']);
    expect(onFields.get('name')).toBe('Taken.');
  });

  it('reads a nested serializer’s messages as its key’s, and the first key naming a field wins', () => {
    const nested = badRequest({ data: { quantity: ['At least 1.'] } });
    const fields = { quantity: 'quantity', data: 'quantity' } as const;
    expect(sortServerErrors<Values>(nested, fields).onFields.get('quantity')).toBe('At least 1.');
    const both = badRequest({ data: ['Expected an object.'], quantity: ['At least 1.'] });
    expect(sortServerErrors<Values>(both, fields).onFields.get('quantity')).toBe('At least 1.');
  });

  it('places nothing of an answer that is not a validation error, nor of no error', () => {
    const conflict = apiErrorFromResponse(
      { status: 409, statusText: 'Conflict' },
      { detail: 'Taken by another.', code: 'conflict', order: { name: 'Breakfast' } },
    );
    expect(sortServerErrors<Values>(conflict, ['name'])).toEqual({ onFields: new Map(), unplaced: [] });
    expect(hasFieldErrors<Values>(null, ['name'])).toBe(false);
    const offline = new ApiError({ status: 0, message: 'offline', kind: 'network' });
    expect(hasFieldErrors<Values>(offline, ['name'])).toBe(false);
  });

  it('says whether some message lands on a field', () => {
    expect(hasFieldErrors<Values>(badRequest({ name: ['Taken.'] }), ['name'])).toBe(true);
    expect(hasFieldErrors<Values>(badRequest({ nonFieldErrors: ['No.'] }), ['name'])).toBe(false);
  });
});

describe('applyServerErrors', () => {
  it('sets server errors on the fields, focuses the first in the form’s order, and returns the rest', () => {
    const { result } = renderHook(() => useForm<Values>());
    const setError = vi.spyOn(result.current, 'setError');
    let rest: string[] = [];
    act(() => {
      rest = applyServerErrors(
        result.current,
        badRequest({ quantity: ['At least 1.'], name: ['Taken.'], nonFieldErrors: ['Closed.'] }),
        { fields: ['name', 'quantity'] },
      );
    });
    expect(rest).toEqual(['Closed.']);
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'Taken.' }, { shouldFocus: true }],
      ['quantity', { type: 'server', message: 'At least 1.' }, { shouldFocus: false }],
    ]);
    expect(result.current.getFieldState('name').error?.message).toBe('Taken.');
  });

  it('passes the focus on past a field that must not take it', () => {
    const setError = vi.fn<UseFormSetError<Values>>();
    applyServerErrors<Values>({ setError }, badRequest({ name: ['Taken.'], firstName: ['Empty.'] }), {
      fields: ['name', 'firstName'],
      noFocus: ['name'],
    });
    expect(setError.mock.calls.map((call) => call[2])).toEqual([{ shouldFocus: false }, { shouldFocus: true }]);
  });
});
