'use client';

import { Skeleton, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { lazyPart } from '@/lib/ui/lazy-part';
import { PhotoGridSkeleton } from './PhotoGrid';
import type { PhotoManagerProps } from './PhotoManager';
import classes from './PhotoManager.module.css';

// The manager (the drop area with react-dropzone, the upload queue, the grid) where it is shown only on demand —
// under a service's form in the services drawer: it loads when the browser is idle after the screen. Composed by
// the route, it would be part of `/services`' first load: 259.6 KiB at once, 244.3 so
// (docs/decisions/190-first-load.md).
const PhotoManager = lazyPart(() => import('./PhotoManager').then((m) => m.PhotoManager), 'idle');

/** The manager as it first shows, loading: the drop area's place and the grid's skeleton. */
function PhotoManagerSkeleton() {
  return (
    <Stack gap="md" className={classes.root}>
      {/* The drop area (UploadArea): its 6.5rem inside, the padding and the 2px dashed border. */}
      <Skeleton height="calc(6.5rem + 2 * var(--mantine-spacing-md) + 4px)" />
      <PhotoGridSkeleton />
    </Stack>
  );
}

/**
 * `PhotoManager` for a place where the photos are opened on demand (a drawer): its code is not part of the
 * screen's first load; until it arrives, the manager's loading skeleton holds the place.
 */
export function LazyPhotoManager(props: PhotoManagerProps) {
  return (
    <Suspense fallback={<PhotoManagerSkeleton />}>
      <PhotoManager {...props} />
    </Suspense>
  );
}
