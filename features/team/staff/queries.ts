import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addStaff,
  deactivateStaff,
  type NewStaffPayload,
  type StaffAccount,
  type StaffPatch,
  updateStaff,
} from '../api';
import { teamQueries } from '../queries';

/**
 * Mutation hooks of the «Сотрудники» screen. Every staff list (this screen's filtered ones and the structure
 * screen's holders of a position, all under `teamQueries.staffLists()`) is refetched after a change: a new or
 * changed account may enter or leave any of them, and a position's holders are exactly a `{position}` list, so
 * nothing else needs invalidating. UI effects (notification, closing a dialog) belong to the caller's `mutate`.
 */

/**
 * The account as saved (the server's answer, completed by what the screen knows where the answer is silent)
 * replaces its row in every cached list at once, before the refetch lands.
 */
function storeAccount(queryClient: QueryClient, account: StaffAccount): void {
  queryClient.setQueriesData<StaffAccount[]>({ queryKey: teamQueries.staffLists() }, (rows) =>
    rows?.some((row) => row.id === account.id) ? rows.map((row) => (row.id === account.id ? account : row)) : rows,
  );
  void queryClient.invalidateQueries({ queryKey: teamQueries.staffLists() });
}

/** `POST /dashboard/accounts/add_staff/`: the invited account; the server writes the activation e-mail. */
export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: NewStaffPayload) => addStaff(payload),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamQueries.staffLists() }),
  });
}

/** `PATCH /dashboard/accounts/{id}/` with the changed fields only. */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ account, patch }: { account: StaffAccount; patch: StaffPatch }) => updateStaff(account, patch),
    onSuccess: (account) => storeAccount(queryClient, account),
  });
}

/** `POST /dashboard/accounts/{id}/deactivate/`: the row shows «Деактивирован» at once. */
export function useDeactivateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: StaffAccount) => deactivateStaff(account),
    onSuccess: (account) => storeAccount(queryClient, account),
  });
}
