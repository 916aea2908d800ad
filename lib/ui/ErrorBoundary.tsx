'use client';

import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { reportError } from '@/lib/sentry';
import { lazyScreen } from './lazy-screen';

// The error screen (its button, title and text) is not part of every page's first load: it is fetched once the
// browser is idle after start-up, so it is in by the time anything fails (app/global-error.tsx shares the chunk).
export const LazyErrorScreen = lazyScreen(() => import('./ErrorScreen').then((m) => m.ErrorScreen), 'idle');

interface State {
  error: unknown;
  hasError: boolean;
}

/**
 * Catches what a screen throws while rendering, reports it (Sentry outside local builds) and shows the
 * Russian error screen with «Перезагрузить» instead of a blank page (issue §7).
 */
export class ErrorBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(
      error instanceof Error && info.componentStack
        ? Object.assign(error, { componentStack: info.componentStack })
        : error,
    );
  }

  override render(): ReactNode {
    if (this.state.hasError) {
      return (
        this.props.fallback ?? (
          <Suspense fallback={null}>
            <LazyErrorScreen />
          </Suspense>
        )
      );
    }
    return this.props.children;
  }
}
