'use client';

import { Badge, Button, type ComboboxItem, Group, Modal, Select, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useEffect, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { useTopLayer } from '@/lib/ui/dialog-layer';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import { LoadError } from '@/lib/ui/LoadError';
import { useDiscardGuard } from '@/lib/ui/useDiscardGuard';
import { settle, useSingleFlight } from '@/lib/ui/useSingleFlight';
import type { RoomOption, Stay } from '../api';
import { formatPeriod, guestName, stayNights } from '../model/format';
import { stayQueries, useSetRoom } from '../queries';
import classes from './SetRoomDialog.module.css';

const { setRoom: t } = ru.stays;

function roomKind(kind: string): string {
  return ru.stays.roomKinds[kind] ?? kind;
}

/** «3 этаж · Люкс · до 2 гостей»: what the backend sent of a room besides its number. */
function roomDetails(room: RoomOption, { capacity }: { capacity: boolean }): string[] {
  return [
    room.floor === null ? '' : t.floor(room.floor),
    room.kind === '' ? '' : roomKind(room.kind),
    capacity && room.capacity !== null ? t.capacity(room.capacity) : '',
  ].filter(Boolean);
}

/** The text of an option: what the field shows once chosen and what the search matches. */
function roomLabel(room: RoomOption): string {
  return [room.number, ...roomDetails(room, { capacity: false })].join(' · ');
}

interface RoomItem extends ComboboxItem {
  room: RoomOption;
}

function RoomOptionView({ room, current }: { room: RoomOption; current: boolean }) {
  return (
    <div className={classes.option}>
      <span className={classes.number}>{room.number}</span>
      <span className={classes.details}>
        <span className={classes.meta}>{roomDetails(room, { capacity: true }).join(' · ')}</span>
        {room.occupiedBy && (
          <span className={classes.occupied}>
            {t.occupied(room.occupiedBy.guestName, formatPeriod(room.occupiedBy.checkIn, room.occupiedBy.checkOut))}
          </span>
        )}
        {!room.occupancyKnown && <span className={classes.meta}>{t.occupancyUnknown}</span>}
      </span>
      {current && (
        <Badge size="xs" variant="light" radius="sm" className={classes.current}>
          {t.current}
        </Badge>
      )}
    </div>
  );
}

interface SetRoomFormProps {
  stay: Stay;
  /** «Отмена»: asks first when another room is chosen. */
  onCancel: () => void;
  /** The room is saved: closes without asking. */
  onSaved: () => void;
  /** Whether another room than the stay's is chosen and not saved. */
  onDirtyChange: (dirty: boolean) => void;
}

/** The dialog's body, mounted only while it is open, so every opening starts from the stay's room. */
function SetRoomForm({ stay, onCancel, onSaved, onDirtyChange }: SetRoomFormProps) {
  const rooms = useQuery(stayQueries.rooms(stay.id));
  const setRoom = useSetRoom();
  const currentId = stay.room ? String(stay.room.id) : null;
  const [value, setValue] = useState<string | null>(currentId);

  const items: RoomItem[] = (rooms.data ?? []).map((room) => ({
    value: String(room.id),
    label: roomLabel(room),
    // The stay's own room stays choosable; another stay in it is reported by the server on saving.
    disabled: !room.available && String(room.id) !== currentId,
    room,
  }));
  const byValue = new Map(items.map((item) => [item.value, item]));

  const error = setRoom.error ? (setRoom.error.fieldErrors.room?.[0] ?? setRoom.error.message) : null;
  const canSave = value !== null && value !== currentId && !setRoom.isPending;
  useEffect(() => onDirtyChange(value !== null && value !== currentId), [value, currentId, onDirtyChange]);

  // Single-flight: a double click on «Сохранить» sends once (the button shows its state only after a render).
  const once = useSingleFlight();
  const save = once(() => {
    if (!canSave) return undefined;
    return settle((onSettled) =>
      setRoom.mutate(
        { stayId: stay.id, roomId: Number(value) },
        {
          onSuccess: (updated) => {
            const number = updated.room?.number ?? '';
            notifications.show({ color: 'green', message: stay.room ? t.changed(number) : t.assigned(number) });
            onSaved();
          },
          onSettled,
        },
      ),
    );
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t.guest(
            guestName(stay.guest),
            [formatPeriod(stay.checkIn, stay.checkOut), stayNights(stay.checkIn, stay.checkOut)]
              .filter(Boolean)
              .join(', '),
          )}
        </Text>

        {rooms.isPending && <Skeleton height={58} />}
        {rooms.isError && (
          <LoadError title={t.roomsError} message={rooms.error.message} onRetry={() => void rooms.refetch()} />
        )}
        {rooms.isSuccess && (
          <Select
            label={t.room}
            description={items.some((item) => !item.room.occupancyKnown) ? t.roomsFromStays : undefined}
            placeholder={t.placeholder}
            data={items}
            value={value}
            onChange={(next) => {
              setValue(next);
              if (setRoom.isError) setRoom.reset();
            }}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t.nothingFound}
            maxDropdownHeight={320}
            disabled={setRoom.isPending}
            error={error}
            data-autofocus
            comboboxProps={{ shadow: 'md' }}
            renderOption={({ option }) => {
              const item = byValue.get(option.value);
              return item ? <RoomOptionView room={item.room} current={item.value === currentId} /> : option.label;
            }}
          />
        )}

        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={setRoom.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={!canSave && !setRoom.isPending} loading={setRoom.isPending}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * «Сменить номер»: a searchable list of the hotel's rooms for this stay (occupied ones disabled, with who is
 * in them and when). The server has the last word: a room taken meanwhile comes back as its message under the
 * field, with the choice kept. Closing returns the focus to `opener` once the dialog has gone: Mantine's own
 * `returnFocus` does not, opened from inside the stay's drawer (the drawer's focus trap takes it back to the row
 * that opened the drawer).
 */
export function SetRoomDialog({
  stay,
  opened,
  onClose,
  opener,
}: {
  stay: Stay;
  opened: boolean;
  onClose: () => void;
  opener: RefObject<HTMLElement | null>;
}) {
  const topLayer = useTopLayer(opened);
  // Another room chosen and not saved: closing by any route (Escape, outside, ×, «Отмена», Back) asks first.
  const guard = useDiscardGuard(onClose, ru.common.discard, { opened, closeOnBack: true });
  return (
    <>
      <Modal
        opened={opened}
        closeOnEscape={topLayer}
        onClose={guard.requestClose}
        title={stay.room ? t.title : t.assignTitle}
        centered
        size="md"
        returnFocus={false}
        transitionProps={{ onExited: () => opener.current?.focus() }}
      >
        <SetRoomForm
          stay={stay}
          onCancel={guard.requestClose}
          onSaved={guard.closeSaved}
          onDirtyChange={guard.onDirtyChange}
        />
      </Modal>
      <LazyConfirmDialog {...guard.dialog} />
    </>
  );
}
