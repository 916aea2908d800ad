import * as ru from '@/lib/i18n/ru';

/** One field of an order's `data`, ready to show. */
export interface OrderDataField {
  key: string;
  label: string;
  value: string;
}

/** A value of an order's `data` as text: yes/no for flags, a list joined, «—» for nothing. */
function dataValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? ru.orders.detail.yes : ru.orders.detail.no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(dataValue).join(', ');
  return JSON.stringify(value);
}

/**
 * An order's `data` (a service's own fields, which SPEC leaves open) split for the order's card: the fields with a
 * Russian label, shown as they are, and the others, which only a key names — the card folds those away under
 * «Другие данные» rather than show staff a raw key as a label (docs/decisions/203-the-order-desk.md).
 */
export function orderDataFields(data: Record<string, unknown>): { known: OrderDataField[]; other: OrderDataField[] } {
  const known: OrderDataField[] = [];
  const other: OrderDataField[] = [];
  for (const [key, raw] of Object.entries(data)) {
    const label = ru.orders.detail.dataLabels[key];
    const value = dataValue(raw);
    if (label === undefined) other.push({ key, label: key, value });
    else known.push({ key, label, value });
  }
  return { known, other };
}
