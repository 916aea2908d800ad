'use client';

import { Suspense } from 'react';
import { tokenStorage } from '@/lib/storage';
import { lazyPart } from '@/lib/ui/lazy-part';

// `/` is also the sign-in screen of a visitor without a session: the home screen is not part of its download. It
// loads at start-up for a signed-in visitor, and from the first key or click on the sign-in screen for the others.
const HomeScreen = lazyPart(
  () => import('./home-screen').then((m) => m.HomeScreen),
  tokenStorage.getAccess() !== null || 'interaction',
);

export default function Page() {
  // Its own boundary: the shell around it stays while the chunk arrives (an empty main area for that moment).
  return (
    <Suspense fallback={null}>
      <HomeScreen />
    </Suspense>
  );
}
