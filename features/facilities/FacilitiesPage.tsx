'use client';

import { Button, EmptyState } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { DictionaryNotice } from '@/lib/ui/DictionaryNotice';
import { failedLoad, LoadError } from '@/lib/ui/LoadError';
import { Screen, ScreenHeader, ScreenPanel } from '@/lib/ui/Screen';
import { normalizeSearch } from '@/lib/ui/search-fields';
import { useSearchState } from '@/lib/ui/useSearchState';
import type { Category, CategoryFilter } from './api';
import { CategoryIcon } from './components/CategoryIcon';
import { FacilitiesSkeleton } from './components/FacilitiesSkeleton';
import { FacilitiesToolbar } from './components/FacilitiesToolbar';
import { FacilityGroupSection } from './components/FacilityGroupSection';
import groupClasses from './components/FacilityGroups.module.css';
import { categoryFilterToSearch, FACILITY_SEARCH_KEYS, parseCategoryFilter } from './model/filters';
import { groupFacilities, summarize } from './model/groups';
import { facilityQueries } from './queries';

/** How long typing pauses before the search goes into the URL (the list filters at once). */
const URL_DEBOUNCE_MS = 300;

const NO_CATEGORIES: Category[] = [];

function Header({ summary }: { summary: string }) {
  return <ScreenHeader title={ru.facilities.title} subtitle={ru.facilities.subtitle} status={summary} />;
}

function FacilitiesScreen() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchState(FACILITY_SEARCH_KEYS);
  const requested = parseCategoryFilter(params.category);
  const [search, setSearch] = useState(params.q);

  const categories = useQuery(facilityQueries.categories());
  // A category the catalogue does not have (a stale link) shows every facility instead of an error.
  const unknownCategory =
    typeof requested === 'number' && categories.isSuccess && !categories.data.some((item) => item.id === requested);
  const category: CategoryFilter = unknownCategory ? 'all' : requested;
  useEffect(() => {
    if (unknownCategory) setParams({ category: null });
  }, [unknownCategory, setParams]);

  const list = useQuery({
    ...facilityQueries.list(category, queryClient),
    // A category's id is checked against the categories first, so a stale link never asks for it (without the
    // categories, the link is taken as it is).
    enabled: typeof category !== 'number' || !categories.isPending,
  });

  const writeSearch = useDebouncedCallback(
    (value: string) => setParams({ q: normalizeSearch(value) || null }),
    URL_DEBOUNCE_MS,
  );

  function changeSearch(value: string) {
    setSearch(value);
    if (value === '') {
      writeSearch.cancel();
      setParams({ q: null });
    } else {
      writeSearch(value);
    }
  }

  function changeCategory(next: CategoryFilter) {
    setParams({ category: categoryFilterToSearch(next) });
  }

  const term = normalizeSearch(search);
  // Only the facilities are needed: without the categories, each section is named by its category's number.
  const failed = failedLoad([list]);
  const categoriesFailed = failedLoad([categories]);
  const categoryList = categories.data ?? NO_CATEGORIES;

  let summary = '';
  let content;
  if (failed) {
    content = <LoadError title={ru.facilities.loadError} {...failed} />;
  } else if (!list.data || categories.isPending) {
    content = <FacilitiesSkeleton />;
  } else {
    const groups = groupFacilities(list.data, categoryList, term);
    const counts = summarize(list.data);
    const shown = groups.reduce((sum, group) => sum + group.matches.length, 0);
    summary =
      ru.facilities.summary(counts.selected, counts.total, counts.linked) +
      (term ? ` · ${ru.facilities.found(shown)}` : '');
    const categoryName =
      category === 'none' ? ru.facilities.noCategory : categoryList.find((item) => item.id === category)?.name;

    if (list.data.length === 0) {
      content = (
        <ScreenPanel>
          <EmptyState
            icon={<CategoryIcon icon="none" size={28} />}
            variant="light"
            title={category === 'all' ? ru.facilities.emptyTitle : ru.facilities.emptyCategoryTitle}
            description={category === 'all' ? ru.facilities.emptyText : ru.facilities.emptyCategoryText}
          >
            {category !== 'all' && (
              <EmptyState.Actions>
                <Button variant="light" onClick={() => changeCategory('all')}>
                  {ru.facilities.showAll}
                </Button>
              </EmptyState.Actions>
            )}
          </EmptyState>
        </ScreenPanel>
      );
    } else if (groups.length === 0) {
      content = (
        <ScreenPanel>
          <EmptyState
            icon={<IconSearch size={28} stroke={1.8} aria-hidden />}
            variant="light"
            title={ru.facilities.emptySearchTitle}
            description={
              categoryName
                ? ru.facilities.emptySearchInCategory(term, categoryName)
                : ru.facilities.emptySearchText(term)
            }
          >
            <EmptyState.Actions>
              {category !== 'all' && (
                <Button onClick={() => changeCategory('all')}>{ru.facilities.searchEverywhere}</Button>
              )}
              <Button variant="light" onClick={() => changeSearch('')}>
                {ru.facilities.resetSearch}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </ScreenPanel>
      );
    } else {
      content = (
        <div className={groupClasses.groups}>
          {groups.map((group) => (
            <FacilityGroupSection key={group.key} group={group} search={term} />
          ))}
        </div>
      );
    }
  }

  return (
    <Screen width="narrow">
      <Header summary={summary} />
      <FacilitiesToolbar
        search={search}
        onSearchChange={changeSearch}
        category={requested}
        onCategoryChange={changeCategory}
        categories={categories.data}
      />
      {categoriesFailed && (
        <DictionaryNotice
          lists={[ru.facilities.categoryList]}
          without={ru.facilities.withoutCategories}
          {...categoriesFailed}
        />
      )}
      {content}
    </Screen>
  );
}

/** What the static export prerenders and shows until the query string is read: the same frame, loading. */
function FacilitiesFallback() {
  return (
    <Screen width="narrow">
      <Header summary="" />
      <FacilitiesSkeleton />
    </Screen>
  );
}

/**
 * «Удобства»: the facility catalogue in sections by category (and «Без категории»), each facility with «Есть в
 * отеле» (select) and «Показывать гостям» (link) switches that act at once. The category filter and the search
 * live in the URL (`?category=<id>|none&q=`); the search filters the loaded list in the browser.
 */
export function FacilitiesPage() {
  return (
    <Suspense fallback={<FacilitiesFallback />}>
      <FacilitiesScreen />
    </Suspense>
  );
}
