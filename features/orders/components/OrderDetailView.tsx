'use client';

import { Alert, Button, Group, Skeleton, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useOrderStatusLabel } from '@/lib/dictionaries/orderStatus';
import { dictionaryQueries } from '@/lib/dictionaries/queries';
import { formatDate, formatDateTime, formatNights } from '@/lib/format';
import { useHotelZone } from '@/lib/hotel-time';
import * as ru from '@/lib/i18n/ru';
import { useAuthenticatedSession } from '@/lib/session';
import { HotelTimeNote } from '@/lib/ui/HotelTimeNote';
import { LoadError } from '@/lib/ui/LoadError';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import { settle, useSingleFlight } from '@/lib/ui/useSingleFlight';
import { useTouchScreen } from '@/lib/ui/useTouchScreen';
import type { HistoryEntry, Message, OrderDetail } from '../api';
import type { DeskActions } from '../hooks/useDeskActions';
import { allowedActions } from '../model/actions';
import { guestName, serviceName, staffName } from '../model/desk';
import { orderDataFields } from '../model/order-data';
import { replyLanguageFor } from '../model/quick-replies';
import { orderQueries, useSendMessage } from '../queries';
import { OrderActionButtons } from './OrderActionButtons';
import { OrderDetailSkeleton } from './OrderDetailSkeleton';
import classes from './OrderDrawer.module.css';
import { QuickReplies } from './QuickReplies';
import { StatusBadge } from './StatusBadge';
import { TranslateControl } from './TranslateControl';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <dt className={classes.fieldLabel}>{label}</dt>
      <dd className={classes.fieldValue}>{children}</dd>
    </div>
  );
}

/** The room's number; «номер не назначен» for none; the stay's key when the answer did not name it. */
function roomField(order: OrderDetail): string {
  const { room } = order.stay;
  if (room === null) return ru.orders.list.noRoom;
  return room?.number ?? ru.orders.list.stayRef(order.stay.id);
}

function HistoryTimeline({ history }: { history: HistoryEntry[] }) {
  const { timeZone } = useHotelZone();
  const statusLabel = useOrderStatusLabel();
  const { user: me } = useAuthenticatedSession();
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2} color="blue">
      {history.map((entry) => (
        <Timeline.Item
          key={entry.id}
          title={
            entry.fromStatus === null
              ? ru.orders.detail.historyCreated
              : entry.fromStatus === undefined
                ? ru.orders.detail.historyStatus(statusLabel(entry.toStatus))
                : ru.orders.detail.historyChange(statusLabel(entry.fromStatus), statusLabel(entry.toStatus))
          }
        >
          <Text size="sm" c="dimmed">
            {entry.user ? staffName(entry.user, me) : ru.orders.detail.system}
            {entry.createdAt !== null && ` · ${formatDateTime(entry.createdAt, timeZone)}`}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function MessageItem({ message, order }: { message: Message; order: OrderDetail }) {
  const { timeZone } = useHotelZone();
  const { user: me } = useAuthenticatedSession();
  const author =
    message.author === 'guest'
      ? ru.orders.detail.guestAuthor(guestName(order.stay.guest))
      : message.user
        ? staffName(message.user, me)
        : ru.orders.detail.staffAuthor;
  return (
    <li className={classes.message} data-author={message.author}>
      <div className={classes.messageMeta}>
        <span className={classes.messageAuthor}>{author}</span>
        {message.createdAt !== null && (
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, timeZone)}</time>
        )}
      </div>
      <p dir="auto" lang={message.language || undefined} className={classes.messageText}>
        {message.text}
      </p>
      <TranslateControl message={message} />
    </li>
  );
}

/**
 * The message thread: the detail's own, or — a detail that did not carry it (a ModelSerializer's) — loaded from
 * `GET …/{id}/messages/`; when that fails, the panel says so with «Повторить» and the rest of it keeps working.
 */
function Thread({ order, pollInterval }: { order: OrderDetail; pollInterval: number | false }) {
  const thread = useQuery({
    ...orderQueries.thread(order.id),
    enabled: order.messages === null,
    refetchInterval: pollInterval,
  });
  if (order.messages === null && thread.isPending) return <Skeleton height={56} radius="md" />;
  if (order.messages === null && thread.isError) {
    return (
      <LoadError
        title={ru.orders.detail.threadError}
        message={thread.error.message}
        onRetry={() => void thread.refetch()}
        retrying={thread.isFetching}
      />
    );
  }
  const messages = order.messages ?? thread.data ?? [];
  if (messages.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {ru.orders.detail.noMessages}
      </Text>
    );
  }
  return (
    <ol className={classes.thread} aria-label={ru.orders.detail.messages}>
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} order={order} />
      ))}
    </ol>
  );
}

/**
 * The reply to the guest: a staff message; Ctrl+Enter (⌘+Enter on a Mac) sends, once however fast the second
 * press or click comes. A typed reply is a draft the drawer guards (`onDirtyChange`).
 */
function ReplyBox({ order, onDirtyChange }: { order: OrderDetail; onDirtyChange: (dirty: boolean) => void }) {
  const touch = useTouchScreen();
  const send = useSendMessage(order.id);
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const { activeHotel, role } = useAuthenticatedSession();
  const { guest } = order.stay;
  // A quick reply joins what is typed, and the box keeps the focus for editing it before it is sent.
  const insert = (reply: string) => {
    setText((current) => (current.trim() === '' ? reply : `${current.trimEnd()} ${reply}`));
    box.current?.focus();
  };
  const error = send.error ? (send.error.fieldErrors.text?.join(' ') ?? send.error.message) : undefined;
  const dirty = text.trim() !== '';
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const once = useSingleFlight();

  const submit = once((event?: FormEvent) => {
    event?.preventDefault();
    const value = text.trim();
    if (value === '' || send.isPending) return;
    return settle((onSettled) => send.mutate(value, { onSuccess: () => setText(''), onSettled }));
  });

  return (
    <form onSubmit={submit} className={classes.reply}>
      <Textarea
        ref={box}
        label={ru.orders.reply.label}
        description={touch ? undefined : ru.orders.reply.hint}
        placeholder={ru.orders.reply.placeholder}
        autosize
        minRows={2}
        maxRows={6}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (send.error) send.reset();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
        }}
      />
      <Group justify="space-between" mt="xs">
        {activeHotel ? (
          <QuickReplies
            hotelId={activeHotel.id}
            language={replyLanguageFor(guest?.language ?? '')}
            values={{
              guest: guest?.firstName || guestName(guest),
              room: order.stay.room?.number ?? '',
              service: serviceName(order.service),
            }}
            canEdit={role === 'admin'}
            onInsert={insert}
          />
        ) : (
          <span />
        )}
        <Button type="submit" loading={send.isPending} disabled={text.trim() === ''}>
          {ru.orders.reply.send}
        </Button>
      </Group>
    </form>
  );
}

/**
 * The order itself: guest, room, stay, service and what the guest filled in, the status with its actions, the
 * history of status changes and the message thread with translation and the reply box. Its code comes apart from
 * the desk's (OrderDrawer.tsx).
 */
export function OrderDetailView({
  id,
  actions,
  pollInterval,
  onDirtyChange,
}: {
  id: number;
  actions: DeskActions;
  pollInterval: number | false;
  /** The reply box holds a typed reply (the drawer then asks before closing). */
  onDirtyChange: (dirty: boolean) => void;
}) {
  const query = useQuery({ ...orderQueries.detail(id), refetchInterval: pollInterval });
  const languages = useQuery(dictionaryQueries.languages());
  const { timeZone } = useHotelZone();
  const { user: me, hotels } = useAuthenticatedSession();
  const compact = useNarrowScreen();

  if (query.isPending) return <OrderDetailSkeleton />;
  // Not in this hotel: a retry cannot help; with several hotels, the order may be in another one.
  if (query.isError && query.error.status === 404) {
    return (
      <Alert color="yellow" variant="light" title={ru.orders.detail.notHere(id)} role="status">
        {hotels.length > 1 ? ru.orders.detail.notHereOtherHotel : ru.orders.detail.notHereText}
      </Alert>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title={ru.orders.detail.loadError}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const order = query.data;
  const { guest, checkIn, checkOut } = order.stay;
  const languageCode = guest?.language ?? '';
  const languageName =
    languages.data?.languages.find((language) => language.code === languageCode)?.name || languageCode;
  const data = orderDataFields(order.data);

  return (
    <Stack gap="lg">
      <div className={classes.summary}>
        <div className={classes.summaryTitle}>
          <Title order={3} size="h4">
            {serviceName(order.service)}
          </Title>
          <StatusBadge status={order.status} />
        </div>
        {!compact && <OrderActionButtons order={order} actions={actions} size="sm" />}
      </div>

      <dl className={classes.fields}>
        <Field label={ru.orders.detail.guest}>
          {guestName(guest)}
          {languageName !== '' && (
            <Text span size="sm" c="dimmed">
              {' '}
              · {languageName}
            </Text>
          )}
        </Field>
        <Field label={ru.orders.detail.room}>{roomField(order)}</Field>
        {checkIn !== null && checkOut !== null && (
          <Field label={ru.orders.detail.stay}>
            {formatDate(checkIn)} – {formatDate(checkOut)}
            <Text span size="sm" c="dimmed">
              {' '}
              · {formatNights(checkIn, checkOut)}
            </Text>
          </Field>
        )}
        <Field label={ru.orders.detail.created}>
          {formatDateTime(order.createdAt, timeZone)}
          {/* `undefined`: the backend does not say who created it, so nobody is named. */}
          {order.createdBy !== undefined && (
            <Text span size="sm" c="dimmed">
              {' '}
              · {order.createdBy ? staffName(order.createdBy, me) : ru.orders.detail.byGuest}
            </Text>
          )}
        </Field>
        {order.takenBy && <Field label={ru.orders.detail.takenBy}>{staffName(order.takenBy, me)}</Field>}
      </dl>
      <HotelTimeNote className={classes.zone} />

      {(data.known.length + data.other.length > 0 || order.comment) && (
        <section aria-labelledby={`order-${order.id}-data`}>
          <Title order={4} size="h5" id={`order-${order.id}-data`} className={classes.sectionTitle}>
            {ru.orders.detail.data}
          </Title>
          <dl className={classes.fields}>
            {data.known.map((field) => (
              <Field key={field.key} label={field.label}>
                {field.value}
              </Field>
            ))}
            {order.comment && <Field label={ru.orders.detail.comment}>{order.comment}</Field>}
          </dl>
          {data.other.length > 0 && (
            <details className={classes.otherData}>
              <summary>{ru.orders.detail.otherData(data.other.length)}</summary>
              <dl className={classes.fields}>
                {data.other.map((field) => (
                  <Field key={field.key} label={field.label}>
                    {field.value}
                  </Field>
                ))}
              </dl>
            </details>
          )}
        </section>
      )}

      {order.history.length > 0 && (
        <section aria-labelledby={`order-${order.id}-history`}>
          <Title order={4} size="h5" id={`order-${order.id}-history`} className={classes.sectionTitle}>
            {ru.orders.detail.history}
          </Title>
          <HistoryTimeline history={order.history} />
        </section>
      )}

      <section aria-labelledby={`order-${order.id}-messages`}>
        <Title order={4} size="h5" id={`order-${order.id}-messages`} className={classes.sectionTitle}>
          {ru.orders.detail.messages}
        </Title>
        <Thread order={order} pollInterval={pollInterval} />
        <ReplyBox order={order} onDirtyChange={onDirtyChange} />
      </section>
      {compact && allowedActions(order.status).length > 0 && (
        // On a phone the actions stay at the bottom of the panel while the thread is read.
        <div className={classes.stickyActions}>
          <OrderActionButtons order={order} actions={actions} size="md" />
        </div>
      )}
    </Stack>
  );
}
