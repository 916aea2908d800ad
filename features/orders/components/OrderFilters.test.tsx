import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { SessionContext } from '@/lib/session';
import { drawnClasses } from '@/lib/test/deferred';
import { onPhoneScreen } from '@/lib/test/media';
import { render, screen, waitFor } from '@/lib/test/render';
import { demoAdmin, demoHotels, sessionOf } from '@/lib/test/session';
import { type FilterValues, OrderFilters, PeriodFilterPlaceholder } from './OrderFilters';
import { PeriodFilter } from './PeriodFilter';

const neva = demoHotels.neva;
const user = demoAdmin({ adminedHotels: [neva], managedHotels: [] });
const period = { from: '2026-11-20', to: '2026-11-27', service: '' };

/**
 * The filters as the desk holds them: `values` come from the query string, which the test echoes back whenever it
 * chooses, so the echo can arrive after the user has typed more. No backend: the services list never loads.
 */
function renderFilters(search = '') {
  const onChange = vi.fn<(patch: Partial<FilterValues>) => void>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  const ui = (values: FilterValues) => (
    <SessionContext value={sessionOf(user, neva.id)}>
      <OrderFilters values={values} active={0} onChange={onChange} />
    </SessionContext>
  );
  const view = render(ui({ ...period, search }), { queryClient });
  const echo = (next: string) => view.rerender(ui({ ...period, search: next }));
  return { ...view, onChange, echo, box: screen.getByRole('searchbox') };
}

describe('the desk search box', () => {
  it('keeps letters typed after a pause when the query string echoes what it sent', async () => {
    const { user: typist, onChange, echo, box } = renderFilters();
    await typist.type(box, '#68');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ search: '#68' }));
    await typist.type(box, '1');
    echo('#68');
    expect(box).toHaveValue('#681');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ search: '#681' }));
  });

  it('shows a search set from outside: the back button or «Сбросить фильтры»', async () => {
    const { user: typist, onChange, echo, box } = renderFilters('#12');
    expect(box).toHaveValue('#12');
    await typist.type(box, '3');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ search: '#123' }));
    echo('#123');
    echo('');
    expect(box).toHaveValue('');
    echo('Иванов');
    expect(box).toHaveValue('Иванов');
  });
});

describe('the period filter while the calendar’s code arrives', () => {
  it('shows the period as the picker does, in the same field', () => {
    const ui = (node: ReactNode) => (
      <SessionContext value={sessionOf(user, neva.id)}>
        <div data-testid="field">{node}</div>
      </SessionContext>
    );
    const field = () => screen.getByTestId('field');
    const shapeOf = () => {
      const button = field().querySelector('button[data-dates-input]')!;
      return {
        wrapper: drawnClasses(field().firstElementChild!.className),
        button: drawnClasses(button.className),
        section: drawnClasses(button.parentElement!.className),
        style: button.getAttribute('style'),
        sectionAttributes: button.parentElement!.getAttributeNames().filter((name) => name.startsWith('data-')),
        buttonAttributes: button.getAttributeNames().filter((name) => name.startsWith('data-')),
        text: button.textContent,
        label: screen.getByText(ru.orders.filters.period).textContent,
        hint: drawnClasses(screen.getByText(ru.orders.filters.periodHint).className),
      };
    };
    const view = render(ui(<PeriodFilterPlaceholder from={period.from} to={period.to} />));
    const placeholder = shapeOf();
    expect(placeholder.text).toBe('20 нояб. 2026 – 27 нояб. 2026');
    view.unmount();
    render(ui(<PeriodFilter from={period.from} to={period.to} onChange={() => {}} />));
    expect(shapeOf()).toEqual(placeholder);
  });
});

describe('the service filter', () => {
  it('has its list on the page only while it is open: nothing hidden to position as the desk mounts', async () => {
    const { user: picker } = renderFilters();
    await picker.click(screen.getByLabelText(ru.orders.filters.service));
    expect(await screen.findByText(ru.orders.filters.noServices)).toBeVisible();
    await picker.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(ru.orders.filters.noServices)).toBeNull());
  });
});

describe('the desk’s filters on a phone', () => {
  it('keep the search in view and fold the period and the service under one button that counts them', async () => {
    onPhoneScreen();
    try {
      const { user: person } = render(
        <SessionContext value={sessionOf(user, neva.id)}>
          <OrderFilters values={{ ...period, search: '' }} active={1} onChange={() => undefined} />
        </SessionContext>,
        { queryClient: new QueryClient({ defaultOptions: { queries: { enabled: false } } }) },
      );
      expect(screen.getByRole('searchbox')).toBeVisible();
      const more = screen.getByRole('button', { name: ru.orders.filters.more(1) });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      await person.click(more);
      expect(more).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByLabelText(ru.orders.filters.service)).toBeInTheDocument();
    } finally {
      vi.restoreAllMocks();
    }
  });
});
