'use client';

import dynamic from 'next/dynamic';
import { isSessionlessPath } from '@/lib/paths';
import { AuthArea } from '@/lib/ui/AuthArea';
import { FullScreenLoader } from '@/lib/ui/FullScreenLoader';
import { NotFoundScreen } from '@/lib/ui/NotFoundScreen';
import { useClientValue } from '@/lib/ui/useClientValue';

// The main application is loaded only when it is shown (not under /activate/ or /password-reset/).
const MainApp = dynamic(() => import('./(main)/main-app').then((module) => module.MainApp), {
  ssr: false,
  loading: FullScreenLoader,
});

/**
 * Inside the main application's shell when the path is one of its own (signing in first if needed); in the
 * authentication area, without loading the session, under `/activate/` and `/password-reset/`.
 */
export function NotFoundGate() {
  const sessionless = useClientValue(() => isSessionlessPath(window.location.pathname), null);
  if (sessionless === null) return <FullScreenLoader />;
  if (sessionless) {
    return (
      <AuthArea>
        <NotFoundScreen />
      </AuthArea>
    );
  }
  return (
    <MainApp>
      <NotFoundScreen />
    </MainApp>
  );
}
