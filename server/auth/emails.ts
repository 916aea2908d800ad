/**
 * The two account e-mails of djoser, with links into the dashboard: `<DASHBOARD_URL>/activate/<uid>/<token>` and
 * `<DASHBOARD_URL>/password-reset/<uid>/<token>` (djoser's ACTIVATION_URL and PASSWORD_RESET_CONFIRM_URL).
 */
import type { ServerConfig } from '../config';
import type { UserRow } from '../db/schema';
import type { Mail } from '../outbox';
import { encodeUid, makeUserToken } from './user-tokens';

function greeting(user: UserRow): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name ? `Здравствуйте, ${name}!` : 'Здравствуйте!';
}

/** The activation e-mail for a new (inactive) account. */
export function activationMail(config: ServerConfig, user: UserRow, now = new Date()): Mail {
  const link = `${config.dashboardUrl}/activate/${encodeUid(user.id)}/${makeUserToken(user, config.secretKey, now)}`;
  return {
    to: user.email,
    subject: 'Активация аккаунта',
    text: `${greeting(user)}\n\nДля вас создан аккаунт в панели управления отелем. Чтобы активировать его, перейдите по ссылке:\n${link}\n\nЕсли вы не ждали этого письма, просто удалите его.`,
    links: [link],
  };
}

/** The password-reset e-mail; the link works once (the token depends on the password hash). */
export function passwordResetMail(config: ServerConfig, user: UserRow, now = new Date()): Mail {
  const link = `${config.dashboardUrl}/password-reset/${encodeUid(user.id)}/${makeUserToken(user, config.secretKey, now)}`;
  return {
    to: user.email,
    subject: 'Сброс пароля',
    text: `${greeting(user)}\n\nВы запросили сброс пароля в панели управления отелем. Чтобы задать новый пароль, перейдите по ссылке:\n${link}\n\nЕсли вы не запрашивали сброс, просто удалите это письмо: пароль останется прежним.`,
    links: [link],
  };
}
