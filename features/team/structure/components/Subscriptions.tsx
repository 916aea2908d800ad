'use client';

import { notifications } from '@mantine/notifications';
import { IconHash, IconIdBadge2, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ApiError } from '@/lib/http/errors';
import * as ru from '@/lib/i18n/ru';
import type { NodeRef, StaffAccount, TreeKind } from '../../api';
import { teamQueries } from '../../queries';
import {
  candidatePeople,
  fullPath,
  nodeName,
  nodeRefsById,
  PATH_SEPARATOR,
  personName,
  resolveRefs,
  subscribedUserOf,
} from '../model/lists';
import { useChannelSubscription, useHolderChange } from '../queries';
import { MemberList, type MemberOption, type MemberView } from './MemberList';

const d = ru.structure.details;

/**
 * Reports a change's outcome; settles with it (MemberList holds the entry's next change until then). `mutateAsync`,
 * not `mutate` callbacks: those fire for the latest call only, and two quick picks must both be reported. The
 * rollback itself is the mutation hook's.
 */
function report(change: Promise<void>, success: string): Promise<void> {
  return change.then(
    () => {
      notifications.show({ color: 'blue', message: success });
    },
    (error: ApiError) => {
      notifications.show({
        color: 'alert',
        title: ru.structure.changeFailed,
        message: error.status === 404 ? d.gone : error.message,
        autoClose: 8000,
      });
    },
  );
}

function nodeView(ref: NodeRef, kind: TreeKind): MemberView {
  return { primary: nodeName(ref, kind), secondary: ref.path.length > 0 ? ref.path.join(PATH_SEPARATOR) : undefined };
}

/** Whether a list has entries its answer did not name: their names come from the tree, loaded for them. */
function hasUnnamed(list: NodeRef[] | undefined): boolean {
  return list?.some((ref) => ref.name === '') ?? false;
}

function personLabel(person: StaffAccount): string {
  const name = personName(person);
  return name === person.email || person.email === '' ? name : `${name} (${person.email})`;
}

function nodeOptions(refs: Map<number, NodeRef> | undefined, taken: NodeRef[] | undefined): MemberOption[] | undefined {
  if (!refs || !taken) return undefined;
  const takenIds = new Set(taken.map((ref) => ref.id));
  return [...refs.values()]
    .filter((ref) => !takenIds.has(ref.id))
    .map((ref) => ({ value: String(ref.id), label: fullPath(ref) }));
}

function personOptions(
  staff: StaffAccount[] | undefined,
  taken: { id: number }[] | undefined,
): MemberOption[] | undefined {
  if (!staff || !taken) return undefined;
  return candidatePeople(staff, new Set(taken.map((person) => person.id))).map((person) => ({
    value: String(person.id),
    label: personLabel(person),
  }));
}

/**
 * A channel's subscribers: whole positions (with their paths) and single people. Administrators add from the
 * hotel's positions tree and staff, and remove per row.
 */
export function ChannelSubscriptions({ channel, canEdit }: { channel: NodeRef; canEdit: boolean }) {
  // The choices are loaded only for those who can add; the tree also names entries the answer leaves unnamed.
  const answered = useQuery(teamQueries.channelPositions(channel.id));
  const positionsTree = useQuery({ ...teamQueries.tree('positions'), enabled: canEdit || hasUnnamed(answered.data) });
  const positionRefs = useMemo(
    () => (positionsTree.data ? nodeRefsById(positionsTree.data) : undefined),
    [positionsTree.data],
  );
  const named = useCallback((list: NodeRef[]) => resolveRefs(list, positionRefs), [positionRefs]);
  const positions = useQuery({ ...teamQueries.channelPositions(channel.id), select: named });
  const users = useQuery(teamQueries.channelUsers(channel.id));
  const staff = useQuery({ ...teamQueries.staff({}), enabled: canEdit });
  const subscription = useChannelSubscription();
  const staffById = useMemo(() => new Map((staff.data ?? []).map((person) => [person.id, person])), [staff.data]);

  return (
    <>
      <MemberList
        title={d.channelPositions}
        icon={<IconIdBadge2 size={18} stroke={1.8} aria-hidden />}
        query={positions}
        empty={d.noPositions}
        view={(position) => nodeView(position, 'positions')}
        add={
          canEdit
            ? {
                label: d.addPosition,
                placeholder: d.searchNode,
                options: nodeOptions(positionRefs, positions.data),
                failed: positionsTree.isError,
                onAdd: (value) => {
                  const position = positionRefs?.get(Number(value));
                  if (!position) return;
                  return report(
                    subscription.mutateAsync({ channel, position, subscribed: true }),
                    d.subscribedPosition(position.name, channel.name),
                  );
                },
              }
            : undefined
        }
        removeLabel={canEdit ? (position) => d.removePosition(nodeName(position, 'positions')) : undefined}
        onRemove={
          canEdit
            ? (position) =>
                report(
                  subscription.mutateAsync({ channel, position, subscribed: false }),
                  d.unsubscribedPosition(nodeName(position, 'positions'), channel.name),
                )
            : undefined
        }
      />
      <MemberList
        title={d.channelUsers}
        icon={<IconUsers size={18} stroke={1.8} aria-hidden />}
        query={users}
        empty={d.noUsers}
        view={(user) => ({
          primary: personName(user),
          secondary: user.email,
          badge: user.isActive ? undefined : d.inactive,
        })}
        add={
          canEdit
            ? {
                label: d.addUser,
                placeholder: d.searchPerson,
                options: personOptions(staff.data, users.data),
                failed: staff.isError,
                onAdd: (value) => {
                  const person = staffById.get(Number(value));
                  if (!person) return;
                  const user = subscribedUserOf(person);
                  return report(
                    subscription.mutateAsync({ channel, user, subscribed: true }),
                    d.subscribedUser(personName(user), channel.name),
                  );
                },
              }
            : undefined
        }
        removeLabel={canEdit ? (user) => d.removeUser(personName(user)) : undefined}
        onRemove={
          canEdit
            ? (user) =>
                report(
                  subscription.mutateAsync({ channel, user, subscribed: false }),
                  d.unsubscribedUser(personName(user), channel.name),
                )
            : undefined
        }
      />
    </>
  );
}

function staffBadge(person: StaffAccount): string | undefined {
  if (person.status === 'invited') return d.invited;
  if (person.status === 'deactivated') return d.deactivated;
  return undefined;
}

/**
 * A position's channels and the people holding it. Administrators subscribe the position to channels of the
 * hotel's channels tree and give it to (or take it from) staff members.
 */
export function PositionSubscriptions({ position, canEdit }: { position: NodeRef; canEdit: boolean }) {
  // The choices are loaded only for those who can add; the tree also names entries the answer leaves unnamed.
  const answered = useQuery(teamQueries.positionChannels(position.id));
  const channelsTree = useQuery({ ...teamQueries.tree('channels'), enabled: canEdit || hasUnnamed(answered.data) });
  const channelRefs = useMemo(
    () => (channelsTree.data ? nodeRefsById(channelsTree.data) : undefined),
    [channelsTree.data],
  );
  const named = useCallback((list: NodeRef[]) => resolveRefs(list, channelRefs), [channelRefs]);
  const channels = useQuery({ ...teamQueries.positionChannels(position.id), select: named });
  const holders = useQuery(teamQueries.staff({ position: position.id }));
  const staff = useQuery({ ...teamQueries.staff({}), enabled: canEdit });
  const subscription = useChannelSubscription();
  const holder = useHolderChange();

  const staffById = useMemo(() => new Map((staff.data ?? []).map((person) => [person.id, person])), [staff.data]);

  return (
    <>
      <MemberList
        title={d.positionChannels}
        icon={<IconHash size={18} stroke={1.8} aria-hidden />}
        query={channels}
        empty={d.noChannels}
        view={(channel) => nodeView(channel, 'channels')}
        add={
          canEdit
            ? {
                label: d.addChannel,
                placeholder: d.searchNode,
                options: nodeOptions(channelRefs, channels.data),
                failed: channelsTree.isError,
                onAdd: (value) => {
                  const channel = channelRefs?.get(Number(value));
                  if (!channel) return;
                  return report(
                    subscription.mutateAsync({ channel, position, subscribed: true }),
                    d.subscribedPosition(position.name, channel.name),
                  );
                },
              }
            : undefined
        }
        removeLabel={canEdit ? (channel) => d.removeChannel(nodeName(channel, 'channels')) : undefined}
        onRemove={
          canEdit
            ? (channel) =>
                report(
                  subscription.mutateAsync({ channel, position, subscribed: false }),
                  d.unsubscribedPosition(position.name, nodeName(channel, 'channels')),
                )
            : undefined
        }
      />
      <MemberList
        title={d.positionStaff}
        icon={<IconUsers size={18} stroke={1.8} aria-hidden />}
        query={holders}
        empty={d.noStaff}
        view={(person) => ({ primary: personName(person), secondary: person.email, badge: staffBadge(person) })}
        add={
          canEdit
            ? {
                label: d.addHolder,
                placeholder: d.searchPerson,
                options: personOptions(staff.data, holders.data),
                failed: staff.isError,
                onAdd: (value) => {
                  const person = staffById.get(Number(value));
                  if (!person) return;
                  return report(
                    holder.mutateAsync({ position, person, holds: true }),
                    d.holderAdded(personName(person), position.name),
                  );
                },
              }
            : undefined
        }
        removeLabel={canEdit ? (person) => d.removeHolder(personName(person)) : undefined}
        onRemove={
          canEdit
            ? (person) =>
                report(
                  holder.mutateAsync({ position, person, holds: false }),
                  d.holderRemoved(personName(person), position.name),
                )
            : undefined
        }
      />
    </>
  );
}
