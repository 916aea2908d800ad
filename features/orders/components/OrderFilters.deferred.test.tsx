import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { SessionContext } from '@/lib/session';
import { act, render, screen, waitFor } from '@/lib/test/render';
import { demoAdmin, demoHotels, sessionOf } from '@/lib/test/session';
import { OrderFilters } from './OrderFilters';

// The calendar's code arrives when the test says so.
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
});
vi.mock('./PeriodFilter', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

const neva = demoHotels.neva;

describe('the desk’s period before the calendar’s code is in', () => {
  it('shows the period, and opens the calendar clicked meanwhile once its code is in, with the focus on it', async () => {
    const { user } = render(
      <SessionContext value={sessionOf(demoAdmin({ adminedHotels: [neva], managedHotels: [] }), neva.id)}>
        <OrderFilters
          values={{ from: '2026-11-20', to: '2026-11-27', service: '', search: '' }}
          active={1}
          onChange={() => undefined}
        />
      </SessionContext>,
      { queryClient: new QueryClient({ defaultOptions: { queries: { enabled: false } } }) },
    );
    const placeholder = screen.getByRole('button', { name: new RegExp(ru.orders.filters.period) });
    expect(placeholder).toHaveTextContent('20 нояб. 2026 – 27 нояб. 2026');
    await user.click(placeholder);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => {
      gate.open();
      await gate.opened;
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: new RegExp(ru.orders.filters.period) })).not.toBe(placeholder),
    );
    const field = screen.getByRole('button', { name: new RegExp(ru.orders.filters.period) });
    expect(field).toHaveFocus();
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
    expect(await screen.findByRole('button', { name: ru.orders.filters.presetWeek })).toBeInTheDocument();
  });
});
