'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@/lib/sentry';
import { ErrorScreen } from './ErrorScreen';

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
    if (this.state.hasError) return this.props.fallback ?? <ErrorScreen />;
    return this.props.children;
  }
}
