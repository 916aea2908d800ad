import * as v from 'valibot';
import { authHttp, http } from '@/lib/http/client';

/** Fetchers of the account screens: activation, password reset, the own profile, password change. */

/** `POST /auth/users/activation/ {uid, token}` → 204. */
export async function activateAccount(link: { uid: string; token: string }): Promise<void> {
  await authHttp.post('/auth/users/activation/', null, { json: link });
}

/** `POST /auth/users/reset_password_confirm/ {uid, token, newPassword}` → 204. */
export async function confirmPasswordReset(payload: {
  uid: string;
  token: string;
  newPassword: string;
}): Promise<void> {
  await authHttp.post('/auth/users/reset_password_confirm/', null, { json: payload });
}

const profileSchema = v.object({
  id: v.number(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  phone: v.nullish(v.string(), ''),
});
export type Profile = v.InferOutput<typeof profileSchema>;
export type ProfilePatch = Partial<Pick<Profile, 'firstName' | 'lastName' | 'phone'>>;

/** `PATCH /auth/users/me/` with the changed fields only. */
export function updateProfile(patch: ProfilePatch): Promise<Profile> {
  return http.patch('/auth/users/me/', profileSchema, { json: patch });
}

/** `POST /dashboard/users/set_password/ {newPassword, currentPassword}` → 204. */
export async function setPassword(payload: { newPassword: string; currentPassword: string }): Promise<void> {
  await http.post('/dashboard/users/set_password/', null, { json: payload });
}
