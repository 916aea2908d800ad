// vitest: own module graph — the stand-in shows only until the Select's code is loaded, which another file of a
// shared graph may already have done.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { importNeverIdle } from '@/lib/test/deferred';
import { render, screen, waitFor } from '@/lib/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const services = [
  { value: '1', label: 'A' },
  { value: '2', label: 'B' },
];

/**
 * The classes the field is drawn with, its input's and its wrapper's: the ones that carry rules. Mantine's static
 * classes (`mantine-Select-input`, `mantine-InputBase-input`) are names for a theme to style by, with no rule of their
 * own here; the stand-in, made of public parts, has the InputBase's.
 */
function looks(field: HTMLElement): string[] {
  const drawn = (element: Element | null) =>
    [...(element?.classList ?? [])].filter((name) => !name.startsWith('mantine-')).join(' ');
  return [drawn(field), drawn(field.parentElement), drawn(field.parentElement?.parentElement ?? null)];
}

describe('DeferredSelect', () => {
  it('shows the same field before its code is in, then selects as a Select, with the focus kept', async () => {
    // Fresh, so that its code is not in before the first render (a busy run's idle time may have loaded it).
    const { DeferredSelect } = await importNeverIdle(() => import('./DeferredSelect'));
    const onChange = vi.fn();
    const { user } = render(
      <DeferredSelect
        label={ru.orders.filters.service}
        placeholder={ru.orders.filters.allServices}
        data={services}
        value="1"
        onChange={onChange}
        clearable
        searchable
      />,
    );
    // First render: the stand-in, with the chosen service's name and the Select's classes.
    const standIn = screen.getByRole('combobox', { name: ru.orders.filters.service });
    expect(standIn).toHaveValue('A');
    expect(standIn).toHaveAttribute('aria-haspopup', 'listbox');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    const before = looks(standIn);
    expect(before[0]).not.toBe('');

    // Clicking it loads the Select, which takes the focus and opens, as a clicked Select does.
    await user.click(standIn);
    // The click is what loads the code: a first import in a busy run can take seconds, hence the long wait.
    const option = await screen.findByRole('option', { name: 'B' }, { timeout: 25_000 });
    const field = screen.getByRole('combobox', { name: ru.orders.filters.service });
    expect(field).not.toBe(standIn);
    expect(field).toHaveFocus();
    expect(looks(field)).toEqual(before);

    await user.click(option);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('2', expect.objectContaining({ label: 'B' })));
  });
});

describe('DeferredSelect without search', () => {
  it('opens once its code is in when its stand-in was clicked meanwhile, as a clicked Select opens', async () => {
    const { DeferredSelect } = await importNeverIdle(() => import('./DeferredSelect'));
    const onChange = vi.fn();
    const { user } = render(
      <DeferredSelect label={ru.orders.filters.service} data={services} value="1" onChange={onChange} />,
    );
    const standIn = screen.getByRole('combobox', { name: ru.orders.filters.service });
    await user.click(standIn);
    // A focused Select without search stays closed: only the click, handed over, opens it.
    const option = await screen.findByRole('option', { name: 'B' }, { timeout: 25_000 });
    expect(screen.getByRole('combobox', { name: ru.orders.filters.service })).toHaveFocus();
    await user.click(option);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('2', expect.objectContaining({ label: 'B' })));
  });
});
