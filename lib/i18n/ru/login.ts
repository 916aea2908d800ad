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
} as const;
