import { describe, expect, it, vi } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { act, render, screen, waitFor } from '@/lib/test/render';
import type { SelectedPeriod } from '../model/period';
import { PeriodPicker } from './PeriodPicker';

// The calendar's code arrives when the test says so.
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
});
vi.mock('./PeriodRange', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

const period: SelectedPeriod = { preset: '7d', dateFrom: '2026-11-21', dateTo: '2026-11-27' };

describe('the reports’ period before the calendar’s code is in', () => {
  it('shows the presets and the range, and opens the calendar pressed meanwhile once its code is in', async () => {
    const onPreset = vi.fn();
    const { user } = render(
      <PeriodPicker period={period} today="2026-11-27" onPreset={onPreset} onRange={() => undefined} />,
    );
    // The presets work at once.
    await user.click(screen.getByRole('button', { name: ru.reports.presets['30d'] }));
    expect(onPreset).toHaveBeenCalledWith('30d');

    const placeholder = screen.getByRole('button', { name: ru.reports.customPeriod });
    expect(placeholder).toHaveTextContent('21 нояб. 2026 – 27 нояб. 2026');
    placeholder.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The code arrives: Mantine's field in its place, with the focus, and the calendar opens as a press opens it.
    await act(async () => {
      gate.open();
      await gate.opened;
    });
    await waitFor(() => expect(screen.getByRole('button', { name: ru.reports.customPeriod })).not.toBe(placeholder));
    const field = screen.getByRole('button', { name: ru.reports.customPeriod });
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByRole('button', { name: '27 ноября 2026' })).toBeInTheDocument();
  });
});
