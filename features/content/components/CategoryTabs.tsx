'use client';

import { Skeleton, Tabs } from '@mantine/core';
import type { IconProps } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import * as ru from '@/lib/i18n/ru';
import type { ContentCategory } from '../api';
import { CategoryIcon } from './CategoryIcon';
import classes from './CategoryTabs.module.css';

export interface CategoryTabsProps {
  categories: ContentCategory[];
  active: number;
  /** Items per category; undefined while they load (the counts' places are kept). */
  counts: ReadonlyMap<number, number> | undefined;
  onChange: (category: number) => void;
  /** Vertical beside the items on wide screens; a scrolling row above them on phones. */
  vertical: boolean;
  /** For a category whose icon is not drawn here. */
  fallbackIcon: ComponentType<IconProps>;
  /** The active category's items. */
  children: ReactNode;
}

/**
 * The kind's categories as tabs with their item counts — arrow keys move between them (and show that category,
 * as a click does) — and the active one's items as the tab panel.
 */
export function CategoryTabs({
  categories,
  active,
  counts,
  onChange,
  vertical,
  fallbackIcon,
  children,
}: CategoryTabsProps) {
  return (
    <Tabs
      value={String(active)}
      onChange={(value) => value !== null && onChange(Number(value))}
      orientation={vertical ? 'vertical' : 'horizontal'}
      variant="pills"
      keepMounted={false}
      classNames={{
        root: classes.root,
        list: classes.list,
        tab: classes.tab,
        tabLabel: classes.label,
        panel: classes.panel,
      }}
    >
      <Tabs.List aria-label={ru.content.categories}>
        {categories.map((category) => (
          <Tabs.Tab
            key={category.id}
            value={String(category.id)}
            leftSection={<CategoryIcon name={category.icon} fallback={fallbackIcon} size={18} />}
            rightSection={
              <span className={classes.count} aria-hidden={counts === undefined}>
                {counts?.get(category.id) ?? ''}
              </span>
            }
          >
            {category.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {categories.map((category) => (
        <Tabs.Panel key={category.id} value={String(category.id)}>
          {category.id === active && children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** The tabs' place while the categories load. */
export function CategoryTabsSkeleton({ vertical, children }: { vertical: boolean; children: ReactNode }) {
  return (
    <div
      className={classes.root}
      data-orientation={vertical ? 'vertical' : 'horizontal'}
      aria-busy="true"
      aria-label={ru.content.loading}
    >
      <div className={classes.list} data-orientation={vertical ? 'vertical' : 'horizontal'}>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton
            key={index}
            height={36}
            width={vertical ? '100%' : 120}
            radius="md"
            className={classes.skeletonTab}
          />
        ))}
      </div>
      <div className={classes.panel}>{children}</div>
    </div>
  );
}
