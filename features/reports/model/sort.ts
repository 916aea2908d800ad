import type { ServiceRow } from '../api';

/** Sorting of the «По услугам» table: by any column, unknown times always last. */

export type ServiceColumn =
  | 'service'
  | 'total'
  | 'completed'
  | 'cancelled'
  | 'avgMinutesToTake'
  | 'avgMinutesToComplete';
type SortDirection = 'asc' | 'desc';

export interface ServiceSort {
  column: ServiceColumn;
  direction: SortDirection;
}

/** The API's own order: most ordered first. */
export const DEFAULT_SERVICE_SORT: ServiceSort = { column: 'total', direction: 'desc' };

const collator = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });

function valueOf(row: ServiceRow, column: ServiceColumn): string | number | null {
  return column === 'service' ? row.service.name : row[column];
}

/** A sorted copy; ties keep the API's order (most ordered first), so equal rows never jump around. */
export function sortServices(rows: readonly ServiceRow[], sort: ServiceSort): ServiceRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const left = valueOf(a.row, sort.column);
      const right = valueOf(b.row, sort.column);
      if (left === null || right === null) {
        if (left !== right) return left === null ? 1 : -1;
        return a.index - b.index;
      }
      const order =
        typeof left === 'string' || typeof right === 'string'
          ? collator.compare(String(left), String(right))
          : left - right;
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}

/** A click on a header: the same column turns round; another starts A→Я for names and largest first for numbers. */
export function nextSort(current: ServiceSort, column: ServiceColumn): ServiceSort {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: column === 'service' ? 'asc' : 'desc' };
}
