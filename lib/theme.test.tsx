import { Button, Notification } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { render } from '@/lib/test/render';
import { DATE_ACCENT_COMPONENTS, MUTED_TEXT, palette, theme } from './theme';
import classes from './theme.module.css';

/** WCAG 2.1 relative luminance of a `#RRGGBB` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio of two `#RRGGBB` colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const AA = 4.5;

function shade(color: 'blue' | 'alert' | 'yellow', index: number): string {
  const tuple = theme.colors?.[color];
  if (!tuple) throw new Error(`no ${color} in the theme`);
  return tuple[index] ?? '';
}

describe('theme colours (SPEC §9)', () => {
  it('keeps the palette of the spec, with shade 6 of each hue exactly the spec colour', () => {
    expect(palette).toMatchObject({
      black: '#3D3D3D',
      alert: '#DC4E5C',
      yellow: '#F7EB5B',
      blue: '#4BA8B3',
      bg: '#EBEBEB',
      error: '#FE6A6A',
    });
    expect(shade('blue', 6)).toBe(palette.blue);
    expect(shade('alert', 6)).toBe(palette.alert);
    expect(shade('yellow', 6)).toBe(palette.yellow);
  });

  it('fills primary (teal) and secondary (red) buttons in a shade where white text reaches AA', () => {
    expect(theme.primaryColor).toBe('blue');
    const filled = typeof theme.primaryShade === 'object' ? theme.primaryShade.light : theme.primaryShade;
    expect(filled).toBe(8);
    expect(contrast('#FFFFFF', shade('blue', 8))).toBeGreaterThanOrEqual(AA);
    expect(contrast('#FFFFFF', shade('alert', 8))).toBeGreaterThanOrEqual(AA);
    // The exceptions that shade 8 avoids: white on the spec's exact teal and red is below AA for normal text.
    expect(contrast('#FFFFFF', palette.blue)).toBeLessThan(3);
    expect(contrast('#FFFFFF', palette.alert)).toBeLessThan(AA);
    expect(contrast('#FFFFFF', palette.alert)).toBeGreaterThanOrEqual(3.9);
  });

  it('writes dark text on the yellow accent: its selected days, range ends and the days between read at AA', () => {
    expect(contrast(palette.black, palette.yellow)).toBeGreaterThanOrEqual(AA);
    // In range (shade 2) and hover (shades 3 and 7).
    for (const index of [2, 3, 7]) expect(contrast(palette.black, shade('yellow', index))).toBeGreaterThanOrEqual(AA);
    // Weekend days: the red's shade 8, on white and on the days between.
    expect(contrast(shade('alert', 8), palette.white)).toBeGreaterThanOrEqual(AA);
    expect(contrast(shade('alert', 8), shade('yellow', 2))).toBeGreaterThanOrEqual(AA);
    // White on the yellow would not do (1.2:1): the accent is never given white text.
    expect(contrast('#FFFFFF', palette.yellow)).toBeLessThan(1.5);
  });

  it('keeps secondary text readable on the page background and on white', () => {
    expect(contrast(MUTED_TEXT, palette.bg)).toBeGreaterThanOrEqual(AA);
    expect(contrast(MUTED_TEXT, palette.white)).toBeGreaterThanOrEqual(AA);
  });

  it('gives every date picker of @mantine/dates the accent on its days, months and years', () => {
    for (const name of DATE_ACCENT_COMPONENTS) {
      expect(theme.components?.[name]?.classNames, name).toMatchObject({
        day: classes.dateAccent,
        monthsListControl: classes.dateAccent,
        yearsListControl: classes.dateAccent,
      });
    }
    // The pickers the screens use (the desk's and the reports' period, the promo window) are among them.
    expect(DATE_ACCENT_COMPONENTS).toEqual(
      expect.arrayContaining(['DatePickerInput', 'DateTimePicker', 'DatePicker', 'DateInput', 'Calendar']),
    );
  });
});

describe('theme in a rendered picker', () => {
  it('marks the selected days of a range picker with the accent, and the days between', () => {
    render(<DatePicker type="range" defaultDate="2026-11-01" defaultValue={['2026-11-10', '2026-11-13']} />);
    const first = screen.getByRole('button', { name: /10 ноября|10 November|^10$/ });
    const between = screen.getByRole('button', { name: /11 ноября|11 November|^11$/ });
    expect(first).toHaveAttribute('data-selected');
    expect(first).toHaveClass(classes.dateAccent as string);
    expect(between).toHaveAttribute('data-in-range');
    expect(between).toHaveClass(classes.dateAccent as string);
  });

  it('leaves ordinary buttons without the accent', () => {
    render(<Button>Сохранить</Button>);
    expect(screen.getByRole('button', { name: 'Сохранить' })).not.toHaveClass(classes.dateAccent as string);
  });
});

describe('notifications', () => {
  it('name their close button and write the text under a title in the muted grey, not Mantine’s gray-6', () => {
    render(<Notification title="Новый заказ #5">Сергей Орлов, номер 205</Notification>);
    expect(screen.getByRole('button', { name: ru.common.close })).toBeInTheDocument();
    expect(screen.getByText('Сергей Орлов, номер 205')).toHaveClass(classes.notificationDescription as string);
  });
});
