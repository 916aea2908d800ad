'use client';

import { type ReactNode, useMemo } from 'react';
import { OrderAlertsControl } from '@/features/orders/components/OrderAlertsControl';
import { OrdersLiveProvider, useOrdersLive } from '@/features/orders/components/OrdersLive';
import { DashboardShell } from '@/features/session/components/DashboardShell';
import * as ru from '@/lib/i18n/ru';
import type { NavBadge } from '@/lib/ui/nav';
import { QuickSearch } from './quick-search';
import { useMainNav } from './use-main-nav';

/** The navigation with the counts of waiting and late orders on «Заказы» (features/orders' live connection). */
function ShellWithOrders({ children }: { children: ReactNode }) {
  const { items, fallback } = useMainNav();
  const { waiting, late } = useOrdersLive();
  const nav = useMemo(() => {
    const badges: NavBadge[] = [
      { count: waiting ?? 0, label: ru.ordersLive.navBadge(waiting ?? 0), tone: 'waiting' },
      { count: late ?? 0, label: ru.ordersLive.navLate(late ?? 0), tone: 'alert' },
    ];
    if (!badges.some((badge) => badge.count > 0)) return items;
    return items.map((item) => (item.key === 'orders' ? { ...item, badges } : item));
  }, [items, waiting, late]);
  return (
    <DashboardShell
      nav={nav}
      navFallback={fallback}
      search={<QuickSearch nav={items} />}
      headerActions={<OrderAlertsControl />}
    >
      {children}
    </DashboardShell>
  );
}

/**
 * The dashboard's frame around a page, its navigation following the user menu, with the one live connection of
 * the signed-in app: new orders are announced and counted on every screen, not only on the desk.
 */
export function MainShell({ children }: { children: ReactNode }) {
  return (
    <OrdersLiveProvider>
      <ShellWithOrders>{children}</ShellWithOrders>
    </OrdersLiveProvider>
  );
}
