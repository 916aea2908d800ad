'use client';

import { Suspense, useCallback, useEffect, useState } from 'react';
import type { ConfirmDialogProps } from '@/lib/ui/ConfirmDialog';
import { lazyScreen } from '@/lib/ui/lazy-screen';

// The delete confirmation is the screen's only dialog: Mantine's Modal comes with it, while the browser is idle,
// instead of with the tree.
const ConfirmDialog = lazyScreen(() => import('@/lib/ui/ConfirmDialog').then((m) => m.ConfirmDialog), 'idle');

/** Reports once that its Suspense boundary shows its content rather than the fallback. */
function Shown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/**
 * The delete confirmation of a tree node (hooks/useTreeActions.tsx), on the page closed before it opens: Mantine
 * then animates it in and records what had the focus, to give it back on cancel. It is put there once `place` (the
 * tree is shown: nothing can be deleted before) and stays; asked for before its code is there, it opens as soon as
 * it is on the page.
 */
export function DeleteNodeDialog({ place, opened, ...props }: ConfirmDialogProps & { place: boolean }) {
  const [wanted, setWanted] = useState(false);
  if ((place || opened) && !wanted) setWanted(true);
  const [onPage, setOnPage] = useState(false);
  const onShown = useCallback(() => setOnPage(true), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} opened={opened && onPage} />
      <Shown onShown={onShown} />
    </Suspense>
  );
}
