'use client';

import { Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import * as ru from '@/lib/i18n/ru';
import type { VirtualCategory } from '../api';
import { useEditorRecords } from '../hooks/useEditorRecords';
import type { RowErrors } from '../model/editor-state';
import { type CategoryItemValues, categoryItemKey, categoryItemRecords, categoryItemsEntity } from '../model/entities';
import { iconNameError } from '../model/icon-names';
import { guestAppQueries } from '../queries';
import { IconPicker } from './IconPicker';
import classes from './ItemRow.module.css';
import { LazyCataloguePicker } from './LazyCataloguePicker';
import { OrderedItemsEditor } from './OrderedItemsEditor';

const t = ru.guestApp.categoryItems;
const v = ru.guestApp.validation;

/** The server's limits of a category item (docs/CONTRACTS.md). */
const ITEM_NAME_MAX_LENGTH = 100;
const ITEM_ICON_MAX_LENGTH = 64;

/** A category item's messages: a name is required within the server's length; an icon, if any, is one the guest app knows. */
function validateCategoryItem(values: CategoryItemValues): RowErrors {
  const errors: RowErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = v.required;
  else if (name.length > ITEM_NAME_MAX_LENGTH) errors.name = v.maxLength(ITEM_NAME_MAX_LENGTH);
  if (values.icon.trim().length > ITEM_ICON_MAX_LENGTH) errors.icon = v.maxLength(ITEM_ICON_MAX_LENGTH);
  else {
    const unknown = iconNameError(values.icon);
    if (unknown !== undefined) errors.icon = unknown;
  }
  return errors;
}

/**
 * The items of one virtual category: services of the hotel under the category's own name and icon, in the order
 * the guest app shows them. The shared ordered-list editor with the category's parts: a service picker, the name
 * field and the icon picker (no icon reads «None», as the guest app's API has it), matching by service for the order.
 */
export function CategoryItemsEditor({
  category,
  onDirtyChange,
}: {
  category: VirtualCategory;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const saved = useEditorRecords(
    guestAppQueries.categoryItems(category.id),
    categoryItemRecords,
    guestAppQueries.categories().queryKey,
  );
  const services = useQuery(guestAppQueries.contentObjects('service'));
  const entity = useMemo(() => categoryItemsEntity(category.id), [category.id]);
  const serviceNames = useMemo(
    () => new Map(services.data?.map((service) => [service.objectId, service.name])),
    [services.data],
  );
  const serviceName = useCallback((id: number) => serviceNames.get(id) ?? t.unknownService(id), [serviceNames]);

  return (
    <OrderedItemsEditor
      key={category.id}
      title={t.title(category.name)}
      {...saved}
      entity={entity}
      rowName={(values) => values.name.trim() || serviceName(values.service)}
      validate={validateCategoryItem}
      emptyTitle={t.emptyTitle}
      emptyText={t.emptyText}
      onDirtyChange={onDirtyChange}
      renderAdd={({ add, rows, disabled }) => (
        <LazyCataloguePicker
          label={t.add}
          placeholder={t.addPlaceholder}
          allAddedText={t.allAdded}
          objects={services.data}
          loadError={services.error}
          onRetry={() => void services.refetch()}
          taken={new Set(rows.map((row) => categoryItemKey(row.values)))}
          grouped={false}
          disabled={disabled}
          onPick={(service) => add({ service: service.objectId, name: service.name, icon: '' })}
        />
      )}
      renderRow={({ row, update, disabled, errors }) => (
        <div className={classes.fields}>
          <div className={classes.object}>
            <Text fw={600} fz="sm" truncate>
              {serviceName(row.values.service)}
            </Text>
            <Text c="dimmed" fz="xs">
              {t.kind}
            </Text>
          </div>
          <TextInput
            size="sm"
            label={t.name}
            value={row.values.name}
            onChange={(event) => update({ ...row.values, name: event.currentTarget.value })}
            maxLength={ITEM_NAME_MAX_LENGTH}
            error={errors.name}
            disabled={disabled}
            required
          />
          <IconPicker
            size="sm"
            label={t.icon}
            value={row.values.icon}
            onChange={(icon) => update({ ...row.values, icon })}
            error={errors.icon}
            disabled={disabled}
          />
        </div>
      )}
    />
  );
}
