'use client';

import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { dictionaryQueries } from '@/lib/dictionaries/queries';
import * as ru from '@/lib/i18n/ru';
import { LazyOverlay } from '@/lib/ui/LazyOverlay';
import { ListBody } from '@/lib/ui/ListBody';
import { lazyPart } from '@/lib/ui/lazy-part';
import { Screen, ScreenHeader } from '@/lib/ui/Screen';
import { useActiveHotelChange } from '@/lib/ui/useActiveHotelChange';
import { useListScreen } from '@/lib/ui/useListScreen';
import { useSearchState } from '@/lib/ui/useSearchState';
import type { ServiceList } from './api';
import { ServicesTable, ServicesTableSkeleton } from './components/ServicesTable';
import { ServicesToolbar } from './components/ServicesToolbar';
import {
  filtersToSearch,
  parseOpenService,
  parseServiceFilters,
  SERVICE_SEARCH_KEYS,
  type ServiceFilters,
} from './model/filters';
import { serviceQueries } from './queries';

const t = ru.services;

// The service's drawer (Mantine's Drawer, its focus trap and scroll lock, the form) loads while the browser is idle
// and is put on the page when first opened, also from a link (`?service=`)
// (docs/decisions/190-first-load.md: `/services` 320.0 KiB at once, 244.3 so).
const ServiceDrawer = lazyPart(() => import('./components/ServiceDrawer').then((m) => m.ServiceDrawer), 'idle');

export interface ServicesPageProps {
  /** A saved service's photos, shown under its form (the route composes the photo manager: features do not import each other). */
  renderPhotos: (serviceId: number) => ReactNode;
}

function Header({ list, onAdd }: { list: ServiceList | undefined; onAdd?: () => void }) {
  return (
    <ScreenHeader
      title={t.title}
      status={list ? t.found(list.count) : ''}
      actions={
        <Button leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />} onClick={onAdd} disabled={!onAdd}>
          {t.add}
        </Button>
      }
    />
  );
}

function ServicesScreen({ renderPhotos }: ServicesPageProps) {
  const [params, setParams] = useSearchState(SERVICE_SEARCH_KEYS);
  const types = useQuery(dictionaryQueries.itemTypes());
  const approveTypes = useQuery(dictionaryQueries.approveTypes());
  const filters = parseServiceFilters(
    params,
    types.data?.map((choice) => choice.value),
  );
  const open = parseOpenService(params.service);

  const list = useQuery(serviceQueries.list(filters));

  // A service belongs to one hotel: after a switch the open one is another hotel's, so its drawer closes.
  useActiveHotelChange(() => setParams({ service: null }));

  const screen = useListScreen({
    searchParam: params.q,
    filters,
    write: (patch: Partial<ServiceFilters>) => setParams(filtersToSearch(patch)),
    cleared: { search: '', type: null, active: null },
    list,
  });
  const addService = () => setParams({ service: 'new' }, { push: true });
  const openService = (id: number) => setParams({ service: String(id) }, { push: true });

  return (
    <Screen>
      <Header list={list.data} onAdd={addService} />
      <ServicesToolbar
        {...screen.searchProps}
        type={filters.type}
        types={types.data}
        onTypeChange={(type) => screen.changeFilters({ type })}
        active={filters.active}
        onActiveChange={(active) => screen.changeFilters({ active })}
      />
      <ListBody
        list={list}
        skeleton={<ServicesTableSkeleton />}
        errorTitle={t.loadError}
        empty={{
          texts: t,
          ...screen.emptyProps,
          onAdd: addService,
        }}
      >
        {(data) => (
          <ServicesTable
            services={data.results}
            openId={open?.kind === 'existing' ? open.id : null}
            stale={screen.stale}
            types={types.isPending ? 'loading' : types.data}
            approveTypes={approveTypes.isPending ? 'loading' : approveTypes.data}
            onOpen={openService}
          />
        )}
      </ListBody>
      <LazyOverlay opened={open !== null}>
        {(opened) => (
          <ServiceDrawer
            open={opened ? open : null}
            onClose={() => setParams({ service: null })}
            onOpenService={(id) => setParams({ service: String(id) })}
            renderPhotos={renderPhotos}
          />
        )}
      </LazyOverlay>
    </Screen>
  );
}

/** What the static export prerenders and shows until the query string is read: the same frame, loading. */
function ServicesFallback() {
  return (
    <Screen>
      <Header list={undefined} />
      <ServicesTableSkeleton />
    </Screen>
  );
}

/**
 * «Услуги»: the hotel's services — search, type and active filters, all kept in the URL with the open service
 * (`?q=&type=&active=&service=<id|new>`), so a reload or a shared link restores it — and a drawer to create, edit,
 * switch off or delete one, with its photos under the form (`renderPhotos`).
 */
export function ServicesPage({ renderPhotos }: ServicesPageProps) {
  return (
    <Suspense fallback={<ServicesFallback />}>
      <ServicesScreen renderPhotos={renderPhotos} />
    </Suspense>
  );
}
