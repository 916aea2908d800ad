'use client';

import { Button, Group, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ApiError } from '@/lib/http/errors';
import { ErrorAlert } from '@/lib/ui/ErrorAlert';
import { settle, useSingleFlight } from '@/lib/ui/useSingleFlight';
import { changedFields } from '../schemas';
import classes from './GroupDialog.module.css';

// What the category and menu forms share (they load with the forms, not with the screen: GroupDialog.tsx).

/** The create and update mutations of one kind of group (features/guest-app/queries.ts). */
export interface GroupMutations<G, P> {
  create: UseMutationResult<G, ApiError, P>;
  update: UseMutationResult<G, ApiError, { id: number; patch: Partial<P> }>;
}

/**
 * The save of a group's form, the same for both kinds: a new group is created; an existing one gets a PATCH of the
 * fields that changed (`current` gives its saved values), or the form just closes when none did. A failure goes to
 * `onError` (the form puts it on its fields) and stays in `error` for the footer.
 */
export function useGroupSave<G extends { id: number }, P extends object>(
  group: G | null,
  { create, update }: GroupMutations<G, P>,
  current: (group: G) => P,
  {
    onSaved,
    onCancel,
    onError,
  }: { onSaved: (group: G) => void; onCancel: () => void; onError: (failure: ApiError) => void },
) {
  // One save per click, however fast the second comes: a run lasts until the server answers.
  const once = useSingleFlight();
  const submit = once((values: P) => {
    if (!group) return settle((onSettled) => create.mutate(values, { onSuccess: onSaved, onError, onSettled }));
    const patch = changedFields(current(group), values);
    if (Object.keys(patch).length === 0) {
      onCancel();
      return;
    }
    return settle((onSettled) => update.mutate({ id: group.id, patch }, { onSuccess: onSaved, onError, onSettled }));
  });
  return { submit, error: group ? update.error : create.error, pending: create.isPending || update.isPending };
}

export interface GroupFormFooterProps {
  /** The last failure not about a field, shown above the buttons. */
  error: ApiError | null;
  errorTitle: string;
  cancelLabel: string;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}

/** The end of both forms: a failure that is not a field's, then «Отмена» and the submit button. */
export function GroupFormFooter({
  error,
  errorTitle,
  cancelLabel,
  submitLabel,
  pending,
  onCancel,
}: GroupFormFooterProps) {
  return (
    <>
      {error && (
        <ErrorAlert title={errorTitle}>
          <Text fz="sm">{error.message}</Text>
        </ErrorAlert>
      )}
      <Group justify="flex-end" gap="sm" className={classes.actions}>
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
