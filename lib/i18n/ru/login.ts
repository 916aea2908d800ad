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
  /** 429 of the sign-in call; `seconds` comes from the server's detail when it names them. */
  throttled: (seconds: number | null) =>
    seconds === null
      ? 'Слишком много попыток входа. Попробуйте позже.'
      : `Слишком много попыток входа. Попробуйте через ${seconds} ${plural(seconds, 'секунду', 'секунды', 'секунд')}.`,
  forgotPassword: 'Забыли пароль?',
} as const;
