'use client';

import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { formatShortDate } from '@/lib/format';
import type { HotelService } from '@/lib/hotel-services/api';
import { formatAvailability, formatPrice, isAvailableAt } from '@/lib/hotel-services/format';
import { hotelServicesQuery } from '@/lib/hotel-services/queries';
import { dayInZone, useHotelZone, wallClockIn } from '@/lib/hotel-time';
import * as ru from '@/lib/i18n/ru';
import { visibleError } from '@/lib/ui/form';
import { applyServerErrors, hasFieldErrors } from '@/lib/ui/server-errors';
import { settle, useSingleFlight } from '@/lib/ui/useSingleFlight';
import type { Order, OrderableStay } from '../api';
import { guestName, serviceName } from '../model/desk';
import { stayQueries, useCreateOrder } from '../queries';
import { type CreateOrderInput, type CreateOrderValues, createOrderSchema } from '../schemas';

/** The form field each key of a refusal lands on; a malformed `data` (the quantity's envelope) shows on the quantity. */
const SERVER_FIELDS = {
  stay: 'stay',
  service: 'service',
  quantity: 'quantity',
  data: 'quantity',
  time: 'time',
  comment: 'comment',
} as const;
const EMPTY: CreateOrderInput = { stay: '', service: '', quantity: 1, time: '', comment: '' };

function stayLabel(stay: OrderableStay): string {
  // A room sent by key only is named by nothing rather than «not assigned».
  const room = stay.room ? (stay.room.number ?? '') : ru.orders.list.noRoom;
  // A guest not yet in house is named with the arrival day: «заезд 27 нояб.».
  const dates =
    stay.arriving && stay.checkIn
      ? ru.orders.create.arrives(formatShortDate(stay.checkIn))
      : stay.checkIn && stay.checkOut
        ? `${formatShortDate(stay.checkIn)} – ${formatShortDate(stay.checkOut)}`
        : null;
  return ru.orders.create.stayOption(room, guestName(stay.guest), dates);
}

/** The options of the stay field: those in house, then those arriving, each group under its heading. */
function stayGroups(stays: readonly OrderableStay[]) {
  const option = (stay: OrderableStay) => ({ value: String(stay.id), label: stayLabel(stay) });
  const groups = [
    { group: ru.orders.create.inHouse, items: stays.filter((stay) => !stay.arriving).map(option) },
    { group: ru.orders.create.upcoming, items: stays.filter((stay) => stay.arriving).map(option) },
  ];
  return groups.filter((group) => group.items.length > 0);
}

/** What staff need to know of a service before ordering it: its hours and its price, as far as they were sent. */
function serviceFacts(service: HotelService): string {
  return [
    service.availability ? formatAvailability(service.availability) : '',
    service.price !== null || service.currency !== null ? formatPrice(service.price, service.currency) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The stay field: the stays in house and arriving soon, found by guest name or room number on the server, as one types. */
function StaySelect({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const today = dayInZone(new Date(), useHotelZone().timeZone);
  // A stay chosen before any search (the form opened from its card): read on its own, so the field can name it.
  const [initialId] = useState(() => (/^\d+$/.test(value) ? Number(value) : null));
  const initial = useQuery({ ...stayQueries.one(initialId ?? 0, today), enabled: initialId !== null });
  const [picked, setPicked] = useState<OrderableStay | null>(null);
  const selected = picked ?? (initial.data && String(initial.data.id) === value ? initial.data : null);
  const [debounced] = useDebouncedValue(search, 250);
  // Typing filters; the label of the chosen option shown in the box is not a search.
  const term = selected && debounced === stayLabel(selected) ? '' : debounced;
  const stays = useQuery({ ...stayQueries.search(term, today), placeholderData: keepPreviousData });

  const found = stays.data ?? [];
  const options = selected && !found.some((stay) => stay.id === selected.id) ? [selected, ...found] : found;

  return (
    <Select
      label={ru.orders.create.stay}
      placeholder={ru.orders.create.stayPlaceholder}
      required
      searchable
      data={stayGroups(options)}
      filter={({ options: all }) => all}
      searchValue={search}
      onSearchChange={setSearch}
      value={value || null}
      onChange={(next) => {
        setPicked(options.find((stay) => String(stay.id) === next) ?? null);
        onChange(next ?? '');
      }}
      onBlur={onBlur}
      nothingFoundMessage={stays.isFetching ? ru.common.loading : ru.orders.create.stayNothingFoundUpcoming}
      error={error}
      comboboxProps={{ withinPortal: true, zIndex: 500, shadow: 'md' }}
      data-autofocus
    />
  );
}

/**
 * The form of «Новый заказ» (CreateOrderDialog.tsx): a stay (searched among the guests in house and those arriving), a service,
 * quantity, time and a comment. react-hook-form validates with the valibot schema on change and blur; the
 * server's field errors land on their fields, anything else above the buttons. Mounted anew for each opening, so
 * each starts empty — but for the stay, when it was opened from the stay's card (`stayId`).
 */
export function CreateOrderForm({
  stayId = null,
  onClose,
  onCreated,
  onDirtyChange,
  onOpenOrder,
}: {
  /** The stay chosen beforehand (the form opened from its card), else none. */
  stayId?: number | null;
  /** «Отмена»: the dialog's guarded close. */
  onClose: () => void;
  /** The order is created: close without asking. */
  onCreated: () => void;
  onDirtyChange: (dirty: boolean) => void;
  onOpenOrder: (id: number) => void;
}) {
  const services = useQuery(hotelServicesQuery());
  const { timeZone } = useHotelZone();
  const create = useCreateOrder();
  const form = useForm<CreateOrderInput, unknown, CreateOrderValues>({
    mode: 'all',
    resolver: valibotResolver(createOrderSchema),
    defaultValues: stayId === null ? EMPTY : { ...EMPTY, stay: String(stayId) },
  });
  const chosenId = useWatch({ control: form.control, name: 'service' });
  const isDirty = form.formState.isDirty;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const once = useSingleFlight();

  function onSubmit(values: CreateOrderValues) {
    return settle((onSettled) =>
      create.mutate(
        {
          stay: values.stay,
          service: values.service,
          data: { quantity: values.quantity, ...(values.time ? { time: values.time } : {}) },
          comment: values.comment,
        },
        {
          onSuccess: (order: Order) => {
            const id = `order-new-${order.id}`;
            notifications.show({
              id,
              color: 'blue',
              message: (
                <Group gap="sm" justify="space-between" wrap="nowrap">
                  <span>{ru.orders.done.create(order.id)}</span>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => {
                      notifications.hide(id);
                      onOpenOrder(order.id);
                    }}
                  >
                    {ru.orders.open}
                  </Button>
                </Group>
              ),
            });
            onCreated();
          },
          onSettled,
          onError: (error) => applyServerErrors(form, error, { fields: SERVER_FIELDS }),
        },
      ),
    );
  }

  const shownOnField = hasFieldErrors(create.error, SERVER_FIELDS);
  const active = (services.data ?? []).filter((service) => service.isActive);
  const serviceOptions = active.map((service) => ({ value: String(service.id), label: serviceName(service) }));
  const serviceById = new Map(active.map((service) => [String(service.id), service]));
  // The chosen service's hours against the hotel's clock now: outside them, said before the order is sent.
  const chosen = serviceById.get(chosenId);
  const wall = wallClockIn(new Date(), timeZone);
  const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay() || 7;
  const closedNow =
    chosen?.availability != null && !isAvailableAt(chosen.availability, weekday, wall.hour * 60 + wall.minute);

  return (
    <form noValidate onSubmit={once(form.handleSubmit(onSubmit))}>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="stay"
          render={({ field }) => (
            <StaySelect
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={visibleError(form.formState, 'stay')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="service"
          render={({ field }) => (
            <Select
              label={ru.orders.create.service}
              description={chosen ? serviceFacts(chosen) || undefined : undefined}
              placeholder={ru.orders.create.servicePlaceholder}
              required
              searchable
              data={serviceOptions}
              value={field.value || null}
              onChange={(next) => field.onChange(next ?? '')}
              onBlur={field.onBlur}
              error={visibleError(form.formState, 'service')}
              comboboxProps={{ withinPortal: true, zIndex: 500, shadow: 'md' }}
              renderOption={({ option }) => {
                const service = serviceById.get(option.value);
                return (
                  <div>
                    <Text size="sm">{option.label}</Text>
                    {/* Seen in the list; said to a screen reader as the field's description once chosen (the option
                        keeps its name). */}
                    {service && (
                      <Text size="xs" c="dimmed" aria-hidden="true">
                        {serviceFacts(service)}
                      </Text>
                    )}
                  </div>
                );
              }}
            />
          )}
        />
        {closedNow && chosen?.availability && (
          <Alert color="yellow" variant="light" role="status" title={ru.orders.create.closedTitle}>
            {ru.orders.create.closedText(formatAvailability(chosen.availability))}
          </Alert>
        )}
        <SimpleGrid cols={2} spacing="md">
          <Controller
            control={form.control}
            name="quantity"
            render={({ field }) => (
              <NumberInput
                label={ru.orders.create.quantity}
                min={1}
                max={99}
                // What is typed stays as typed (no clamping, no dropped minus or decimal point): the rules say what is wrong.
                clampBehavior="none"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={visibleError(form.formState, 'quantity')}
              />
            )}
          />
          <TimeInput
            label={ru.orders.create.time}
            error={visibleError(form.formState, 'time')}
            {...form.register('time')}
          />
        </SimpleGrid>
        <Textarea
          label={ru.orders.create.comment}
          placeholder={ru.orders.create.commentPlaceholder}
          autosize
          minRows={2}
          maxRows={5}
          error={visibleError(form.formState, 'comment')}
          {...form.register('comment')}
        />
        {create.error && !shownOnField && (
          <Alert color="alert" variant="light" role="alert">
            {create.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {ru.orders.create.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {ru.orders.create.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
