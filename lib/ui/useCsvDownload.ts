'use client';

import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { downloadCsv } from '@/lib/csv';
import { toApiError } from '@/lib/http/errors';
import { useSingleFlight } from './useSingleFlight';

/** What a screen's file holds: its rows, and whether the list they come from was read whole (`total` rows). */
interface CsvRows<T> {
  rows: readonly T[];
  complete: boolean;
  total: number;
}

export interface CsvDownload<T> {
  /** The rows, read whole when the screen holds only the list's first page (lib/http/pages.ts). */
  read: () => Promise<CsvRows<T>>;
  /** The file: its name and its text (lib/csv.ts `buildCsv`). */
  file: (rows: readonly T[]) => { name: string; content: string };
  /** What the notifications say: the rows saved, the rows saved of a list that could not be read whole, a failure. */
  said: { done: (count: number) => string; cut: (count: number, total: number) => string; failed: string };
}

/**
 * A screen's «Скачать CSV»: single-flight (a double click saves one file), `pending` while the rest of a list is read,
 * then the file is saved and one notification says how many rows it holds — in yellow when the backend would not give
 * every page. A failed read saves nothing and says why. The screens say what their rows are (the desk, the guests).
 */
export function useCsvDownload<T>({ read, file, said }: CsvDownload<T>): { download: () => void; pending: boolean } {
  const [pending, setPending] = useState(false);
  const once = useSingleFlight();
  const download = once(async () => {
    setPending(true);
    try {
      const { rows, complete, total } = await read();
      const { name, content } = file(rows);
      downloadCsv(name, content);
      notifications.show({
        color: complete ? 'blue' : 'yellow',
        message: complete ? said.done(rows.length) : said.cut(rows.length, total),
      });
    } catch (error) {
      notifications.show({ color: 'alert', title: said.failed, message: toApiError(error).message, autoClose: 8000 });
    } finally {
      setPending(false);
    }
  });
  return { download, pending };
}
