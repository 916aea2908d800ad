'use client';

import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import * as ru from '@/lib/i18n/ru';
import { lazyPart } from '@/lib/ui/lazy-part';
import type { CataloguePickerProps } from './CataloguePicker';

// The searchable choice (Mantine's Combobox) is the one part of an open group's editor the list does not need: its
// code arrives while the browser is idle, or with the first group opened (docs/decisions/190-first-load.md: with
// the group dialog, `/menus` 280.8 KiB at once, 206.0 so).
const CataloguePicker = lazyPart(() => import('./CataloguePicker').then((m) => m.CataloguePicker), 'idle');

/** The editors' «add» control ({@link CataloguePickerProps}); a field-high skeleton holds its place while it loads. */
export function LazyCataloguePicker(props: CataloguePickerProps) {
  return (
    <Suspense fallback={<Skeleton height={58} aria-busy="true" aria-label={ru.common.loading} />}>
      <CataloguePicker {...props} />
    </Suspense>
  );
}
