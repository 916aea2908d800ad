import { act, fireEvent } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@/lib/test/render';
import { settle, useSingleFlight } from './useSingleFlight';

/** A form whose submit lasts until the test settles it, as a mutation lasts until the server answers. */
function Form({ onSend }: { onSend: (event: FormEvent) => Promise<unknown> }) {
  const once = useSingleFlight();
  return (
    <form aria-label="form" onSubmit={once((event: FormEvent) => onSend(event))}>
      <button type="submit">send</button>
    </form>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useSingleFlight', () => {
  it('sends once on a zero-gap double click, and again once the first send has settled', async () => {
    let pending = deferred();
    const onSend = vi.fn((event: FormEvent) => {
      event.preventDefault();
      return pending.promise;
    });
    render(<Form onSend={onSend} />);
    const button = screen.getByRole('button', { name: 'send' });

    // Two clicks in one task: React has not re-rendered in between.
    const prevented: boolean[] = [];
    const form = screen.getByRole('form', { name: 'form' });
    form.addEventListener('submit', (event) => queueMicrotask(() => prevented.push(event.defaultPrevented)));
    // eslint-disable-next-line testing-library/no-unnecessary-act -- one act for both clicks is the point: React must not re-render between them.
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    await act(async () => {
      await Promise.resolve();
    });
    // The dropped submit is not left to the browser (it would reload the page).
    expect(prevented).toEqual([true, true]);

    await act(async () => {
      pending.resolve();
      await pending.promise;
    });
    pending = deferred();
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('lets the next click through after a failed send', async () => {
    const failing = deferred();
    const onSend = vi.fn((event: FormEvent) => {
      event.preventDefault();
      return failing.promise;
    });
    render(<Form onSend={onSend} />);
    const button = screen.getByRole('button', { name: 'send' });
    fireEvent.click(button);
    await act(async () => {
      failing.reject(new Error('refused'));
      await failing.promise.catch(() => undefined);
    });
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('settle resolves when the mutation-style callbacks report the end', async () => {
    let finish!: () => void;
    let done = false;
    const promise = settle((onSettled) => {
      finish = onSettled;
    }).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    finish();
    await promise;
    expect(done).toBe(true);
  });
});
