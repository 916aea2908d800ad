'use client';

import { type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';

/** Reports once that its Suspense boundary shows its content rather than the fallback. */
function Shown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/**
 * A dialog or drawer whose code is loaded lazily (`lazyPart`), out of a screen's first load
 * (docs/decisions/190-first-load.md): put on the page the first time it opens and kept there (its closing
 * animation, its state). `children` gets whether it is open: closed until its code is on the page, so Mantine
 * animates it in and records what had the focus, as when it was there from the start.
 */
export function LazyOverlay({ opened, children }: { opened: boolean; children: (opened: boolean) => ReactNode }) {
  const [wanted, setWanted] = useState(false);
  if (opened && !wanted) setWanted(true);
  const [onPage, setOnPage] = useState(false);
  const onShown = useCallback(() => setOnPage(true), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {children(opened && onPage)}
      <Shown onShown={onShown} />
    </Suspense>
  );
}
