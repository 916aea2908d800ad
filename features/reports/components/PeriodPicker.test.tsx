import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { drawnClasses } from '@/lib/test/deferred';
import { render, screen } from '@/lib/test/render';
import type { SelectedPeriod } from '../model/period';
import { PeriodRangePlaceholder } from './PeriodPicker';
import { PeriodRange } from './PeriodRange';

const preset: SelectedPeriod = { preset: '7d', dateFrom: '2026-11-21', dateTo: '2026-11-27' };
const custom: SelectedPeriod = { preset: null, dateFrom: '2026-06-01', dateTo: '2026-07-15' };

/** How the range's field looks: its wrapper's, button's and section's classes, attributes, style and text. */
function shapeOf() {
  const field = screen.getByTestId('field');
  const button = screen.getByRole('button', { name: ru.reports.customPeriod });
  return {
    wrapper: drawnClasses(field.firstElementChild!.className),
    button: drawnClasses(button.className),
    section: drawnClasses(button.parentElement!.className),
    style: button.getAttribute('style'),
    attributes: button
      .getAttributeNames()
      .filter((name) => name !== 'id' && name !== 'class')
      .sort()
      .map((name) => `${name}=${button.getAttribute(name)}`),
    text: button.textContent,
  };
}

describe('the reports’ range field while the calendar’s code arrives', () => {
  it.each([
    ['a preset', preset, '21 нояб. 2026 – 27 нояб. 2026'],
    ['a custom range, outlined', custom, '1 июня 2026 – 15 июля 2026'],
  ])('shows %s as the calendar’s field does, in the same field', (_name, period, text) => {
    const ui = (node: ReactNode) => <div data-testid="field">{node}</div>;
    const view = render(ui(<PeriodRangePlaceholder period={period} />));
    const placeholder = shapeOf();
    expect(placeholder.text).toBe(text);
    view.unmount();
    render(ui(<PeriodRange period={period} today="2026-11-27" onRange={() => undefined} />));
    expect(shapeOf()).toEqual(placeholder);
  });
});
