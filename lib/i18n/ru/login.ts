import { plural } from '../plural';

export const login = {
  title: 'Вход в панель отеля',
  email: 'Email',
  password: 'Пароль',
  submit: 'Войти',
  emailRequired: 'Введите email.',
  emailInvalid: 'Введите корректный email.',
  passwordRequired: 'Вы должны ввести пароль.',
  invalidCredentials: 'Неверный email или пароль',
  /** 429 of the sign-in call; `seconds` from the answer's `Retry-After`, when it has one. */
  throttled: (seconds: number | null) =>
    seconds === null
      ? 'Слишком много попыток входа. Попробуйте позже.'
      : `Слишком много попыток входа. Попробуйте через ${seconds} ${plural(seconds, 'секунду', 'секунды', 'секунд')}.`,
  forgotPassword: 'Забыли пароль?',
  /** Why the sign-in screen came back on its own (lib/session.ts `SessionEnd`). */
  profileFailed: (reason: string) => `Не удалось загрузить ваш профиль, поэтому вход прерван. ${reason}`,
  sessionExpired: 'Сеанс завершён: сервер больше не принимает ваш вход. Войдите снова.',
  signedOutElsewhere: 'Вы вышли из панели в другой вкладке.',
  /**
   * After a refused sign-in: SimpleJWT answers a wrong password and a not yet activated account alike
   * (docs/decisions/202-sign-in-session-and-errors.md), so the message names both causes.
   */
  notActivatedHint: 'Если вас недавно пригласили, сначала активируйте учётную запись по ссылке из письма.',
  resendActivation: 'Отправить письмо ещё раз',
  /** 204 of djoser's resend_activation (djoser 2.2+ answers 204 for any address, hence the «если»). */
  resendSent: (email: string) =>
    `Если учётная запись ${email} ещё не активирована, на этот адрес отправлено новое письмо со ссылкой. Проверьте почту, в том числе папку «Спам».`,
  /** djoser 2.1's empty 400: no account with this address waits for activation. */
  resendNoInactiveAccount: (email: string) =>
    `Письмо не отправлено: учётной записи ${email}, ожидающей активации, нет. Она уже активна или email введён с ошибкой — проверьте email и пароль.`,
  resendFailed: 'Не удалось отправить письмо. Попробуйте ещё раз.',
} as const;
