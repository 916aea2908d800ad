import { queryOptions } from '@tanstack/react-query';
import {
  fetchChannelPositions,
  fetchChannelUsers,
  fetchPositionChannels,
  fetchStaff,
  fetchTree,
  type StaffListParams,
  type TreeKind,
} from './api';

/**
 * Query keys and options of the team area, generic → specific (ARCHITECTURE rule 4). Everything here is
 * hotel-scoped (the default `meta`): a hotel switch drops it. The staff screen and the structure screens share
 * these keys — the positions tree feeds the staff filter, the staff list feeds a position's holders — so a change
 * made on one screen is what the other shows. Mutation hooks live beside the screens that use them
 * (staff/queries.ts, structure/queries.ts) and invalidate through these keys.
 */
export const teamQueries = {
  all: () => ['team'] as const,
  staffLists: () => [...teamQueries.all(), 'staff'] as const,
  staff: (params: StaffListParams) =>
    queryOptions({
      queryKey: [...teamQueries.staffLists(), params] as const,
      queryFn: ({ signal }) => fetchStaff(params, signal),
    }),
  trees: () => [...teamQueries.all(), 'tree'] as const,
  tree: (kind: TreeKind) =>
    queryOptions({
      queryKey: [...teamQueries.trees(), kind] as const,
      queryFn: ({ signal }) => fetchTree(kind, signal),
    }),
  channelPositions: (channelId: number) =>
    queryOptions({
      queryKey: [...teamQueries.all(), 'channel', channelId, 'positions'] as const,
      queryFn: ({ signal }) => fetchChannelPositions(channelId, signal),
    }),
  channelUsers: (channelId: number) =>
    queryOptions({
      queryKey: [...teamQueries.all(), 'channel', channelId, 'users'] as const,
      queryFn: ({ signal }) => fetchChannelUsers(channelId, signal),
    }),
  positionChannels: (positionId: number) =>
    queryOptions({
      queryKey: [...teamQueries.all(), 'position', positionId, 'channels'] as const,
      queryFn: ({ signal }) => fetchPositionChannels(positionId, signal),
    }),
};
