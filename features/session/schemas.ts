import * as v from 'valibot';
import * as ru from '@/lib/i18n/ru';

const email = v.pipe(v.string(), v.trim(), v.nonEmpty(ru.login.emailRequired), v.email(ru.login.emailInvalid));

/** The sign-in form. */
export const loginSchema = v.object({
  email,
  password: v.pipe(v.string(), v.nonEmpty(ru.login.passwordRequired)),
});
export type LoginValues = v.InferOutput<typeof loginSchema>;

/** «Забыли пароль?»: the address to send the link to. */
export const forgotPasswordSchema = v.object({ email });
export type ForgotPasswordValues = v.InferOutput<typeof forgotPasswordSchema>;
