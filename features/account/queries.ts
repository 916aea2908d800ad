import { useMutation } from '@tanstack/react-query';
import { activateAccount, confirmPasswordReset, type ProfilePatch, setPassword, updateProfile } from './api';

/*
 * Mutation hooks of the account screens. The profile's cache is the session's; the screen reloads the session
 * after saving (SPEC §4), so nothing is invalidated here.
 */

/** `POST /auth/users/activation/`. */
export function useActivateAccount() {
  return useMutation({ mutationFn: activateAccount });
}

/** `POST /auth/users/reset_password_confirm/`. */
export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}

/** `PATCH /auth/users/me/`. */
export function useUpdateProfile() {
  return useMutation({ mutationFn: (patch: ProfilePatch) => updateProfile(patch) });
}

/** `POST /dashboard/users/set_password/`. */
export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
