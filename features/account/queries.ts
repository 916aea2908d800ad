import { useMutation } from '@tanstack/react-query';
import { type ProfilePatch, setPassword, updateProfile } from './api';

/*
 * Mutation hooks of the profile screen (activation and password reset, reached without a session, call through
 * ./actions.ts without a query client). The profile's cache is the session's; the screen reloads the session
 * after saving (SPEC §4), so nothing is invalidated here.
 */

/** `PATCH /auth/users/me/`. */
export function useUpdateProfile() {
  return useMutation({ mutationFn: (patch: ProfilePatch) => updateProfile(patch) });
}

/** `POST /dashboard/users/set_password/`. */
export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
