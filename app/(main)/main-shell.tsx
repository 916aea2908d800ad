'use client';

import type { ReactNode } from 'react';
import { DashboardShell } from '@/features/session/components/DashboardShell';
import { QuickSearch } from './quick-search';
import { useMainNav } from './use-main-nav';

/** The dashboard's frame around a page, its navigation following the user menu. */
export function MainShell({ children }: { children: ReactNode }) {
  const { items, fallback } = useMainNav();
  return (
    <DashboardShell nav={items} navFallback={fallback} search={<QuickSearch nav={items} />}>
      {children}
    </DashboardShell>
  );
}
