'use client';

import { useMemo } from 'react';
import { Badge, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import * as ru from '@/lib/i18n/ru';
import type { Menu } from '../api';
import { LazyCataloguePicker } from '../editor/LazyCataloguePicker';
import { OrderedItemsEditor } from '../editor/OrderedItemsEditor';
import { useEditorRecords } from '../editor/useEditorRecords';
import { menuItemKey, menuItemRecords, menuItemsEntity } from '../entities';
import { guestAppQueries } from '../queries';
import classes from './ItemRow.module.css';

const t = ru.guestApp.menuItems;

const noErrors = () => ({});

/**
 * The items of one menu: content objects of every kind (services, virtual categories, promo landings, safety and
 * sights items), each shown by its name and kind, in the order the guest app shows them. The shared ordered-list
 * editor with the menu's parts: a picker grouped by kind, matching by object for the order. An item whose object
 * was deleted says so, to be removed.
 */
export function MenuItemsEditor({ menu, onDirtyChange }: { menu: Menu; onDirtyChange: (dirty: boolean) => void }) {
  const saved = useEditorRecords(guestAppQueries.menuItems(menu.id), menuItemRecords, guestAppQueries.menus().queryKey);
  const catalogue = useQuery(guestAppQueries.contentObjects(null));
  const entity = useMemo(() => menuItemsEntity(menu.id), [menu.id]);

  return (
    <OrderedItemsEditor
      key={menu.id}
      title={t.title(menu.name)}
      {...saved}
      entity={entity}
      rowName={(values) => values.object?.name ?? t.objectGone}
      validate={noErrors}
      emptyTitle={t.emptyTitle}
      emptyText={t.emptyText}
      onDirtyChange={onDirtyChange}
      renderAdd={({ add, rows, disabled }) => (
        <LazyCataloguePicker
          label={t.add}
          placeholder={t.addPlaceholder}
          allAddedText={t.allAdded}
          objects={catalogue.data}
          loadError={catalogue.error}
          onRetry={() => void catalogue.refetch()}
          taken={new Set(rows.map((row) => menuItemKey(row.values)))}
          grouped
          disabled={disabled}
          onPick={(object) => add({ cContentType: object.cContentType, objectId: object.objectId, object: { name: object.name, kind: object.kind } })}
        />
      )}
      renderRow={({ row }) =>
        row.values.object ? (
          <div className={classes.menuObject}>
            <Text fw={600} fz="sm" truncate>
              {row.values.object.name}
            </Text>
            <Badge variant="light" color="gray" size="sm" className={classes.kind}>
              {row.values.object.kind}
            </Badge>
          </div>
        ) : (
          <div className={classes.object}>
            <Text fw={600} fz="sm" c="alert">
              {t.objectGone}
            </Text>
            <Text c="dimmed" fz="xs">
              {t.objectGoneHint}
            </Text>
          </div>
        )
      }
    />
  );
}
