'use client';

import { type ReactNode, useMemo } from 'react';
import { OrderAlertsControl } from '@/features/orders/components/OrderAlertsControl';
import { OrdersLiveProvider, useOrdersLive } from '@/features/orders/components/OrdersLive';
import { DashboardShell } from '@/features/session/components/DashboardShell';
import * as ru from '@/lib/i18n/ru';
import { QuickSearch } from './quick-search';
import { useMainNav } from './use-main-nav';

/** The navigation with the count of waiting orders on «Заказы» (features/orders' live connection). */
function ShellWithOrders({ children }: { children: ReactNode }) {
  const { items, fallback } = useMainNav();
  const { waiting } = useOrdersLive();
  const nav = useMemo(
    () =>
      waiting === null || waiting === 0
        ? items
        : items.map((item) =>
            item.key === 'orders'
              ? { ...item, badge: { count: waiting, label: ru.ordersLive.navBadge(waiting) } }
              : item,
          ),
    [items, waiting],
  );
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
