'use client';

import { Badge, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import * as ru from '@/lib/i18n/ru';
import type { Menu } from '../api';
import { useEditorRecords } from '../hooks/useEditorRecords';
import { type MenuItemValues, menuItemKey, menuItemRecords, menuItemsEntity } from '../model/entities';
import { catalogueIndex, describeObject, objectKind } from '../model/kinds';
import { guestAppQueries } from '../queries';
import classes from './ItemRow.module.css';
import { LazyCataloguePicker } from './LazyCataloguePicker';
import { OrderedItemsEditor } from './OrderedItemsEditor';

const t = ru.guestApp.menuItems;

const noErrors = () => ({});

/**
 * The items of one menu: content objects of every kind (services, virtual categories, promo landings, safety and
 * sights items), each shown by its name and kind, in the order the guest app shows them. The shared ordered-list
 * editor with the menu's parts: a picker grouped by kind, matching by object for the order. An item whose object
 * was deleted says so, to be removed. Names and kinds the server does not send come from the catalogue
 * (../model/kinds.ts).
 */
export function MenuItemsEditor({ menu, onDirtyChange }: { menu: Menu; onDirtyChange: (dirty: boolean) => void }) {
  const saved = useEditorRecords(guestAppQueries.menuItems(menu.id), menuItemRecords, guestAppQueries.menus().queryKey);
  const catalogue = useQuery(guestAppQueries.contentObjects(null));
  const entity = useMemo(() => menuItemsEntity(menu.id), [menu.id]);
  const index = useMemo(() => catalogueIndex(catalogue.data), [catalogue.data]);
  const describe = useCallback((values: MenuItemValues) => describeObject(values, index), [index]);

  return (
    <OrderedItemsEditor
      key={menu.id}
      title={t.title(menu.name)}
      {...saved}
      entity={entity}
      rowName={(values) => {
        const object = describe(values);
        return object.gone ? t.objectGone : object.name;
      }}
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
          onPick={(object) =>
            add({
              cContentType: object.cContentType,
              objectId: object.objectId,
              object: { name: object.name, kind: objectKind(object) },
            })
          }
        />
      )}
      renderRow={({ row }) => {
        const object = describe(row.values);
        return object.gone ? (
          <div className={classes.object}>
            <Text fw={600} fz="sm" c="alert">
              {t.objectGone}
            </Text>
            <Text c="dimmed" fz="xs">
              {t.objectGoneHint}
            </Text>
          </div>
        ) : (
          <div className={classes.menuObject}>
            <Text fw={600} fz="sm" truncate className={classes.menuName}>
              {object.name}
            </Text>
            <Badge variant="light" color="gray" size="sm" className={classes.kind}>
              {object.kind}
            </Badge>
          </div>
        );
      }}
    />
  );
}
