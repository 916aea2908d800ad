import * as v from 'valibot';
import * as ru from '@/lib/i18n/ru';

/**
 * SPEC §5, the one source of the password rules: password required, repeat required, and when the password is
 * non-empty the repeat must equal it. No minimum length.
 */
const newPasswordEntries = {
  password: v.pipe(v.string(), v.nonEmpty(ru.validation.passwordRequired)),
  repeat: v.pipe(v.string(), v.nonEmpty(ru.validation.repeatRequired)),
};

/** The password-reset screen: new password and its repeat. */
export const newPasswordSchema = v.pipe(
  v.object(newPasswordEntries),
  // Runs only once both fields pass their own rules, so an empty field shows "required", not "mismatch".
  v.forward(
    v.partialCheck(
      [['password'], ['repeat']],
      (input) => input.password === input.repeat,
      ru.validation.passwordsMismatch,
    ),
    ['repeat'],
  ),
);
export type NewPasswordValues = v.InferOutput<typeof newPasswordSchema>;

/** The profile's password change: the current password and a new one, repeated. */
export const changePasswordSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(), v.nonEmpty(ru.profile.currentPasswordRequired)),
    ...newPasswordEntries,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['repeat']],
      (input) => input.password === input.repeat,
      ru.validation.passwordsMismatch,
    ),
    ['repeat'],
  ),
);
export type ChangePasswordValues = v.InferOutput<typeof changePasswordSchema>;

/** The profile's own fields. */
export const profileFormSchema = v.object({
  firstName: v.pipe(v.string(), v.trim(), v.maxLength(150)),
  lastName: v.pipe(v.string(), v.trim(), v.maxLength(150)),
  phone: v.pipe(v.string(), v.trim(), v.maxLength(32)),
});
export type ProfileFormValues = v.InferOutput<typeof profileFormSchema>;
