import { describe, expect, it } from 'vitest';
import { prefersRussian, russianBody, russianMessage } from './locale';

describe('prefersRussian', () => {
  it.each([
    ['ru', true],
    ['ru-RU', true],
    ['RU', true],
    ['en;q=0.5, ru', true],
    ['ru;q=0.9, en;q=0.8', true],
    ['en', false],
    ['en-US, ru;q=0.5', false],
    ['rus', false],
    ['ru;q=0, en', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(prefersRussian(header)).toBe(expected);
  });
});

describe('russianMessage', () => {
  it('translates exact framework messages and those with a value in them', () => {
    expect(russianMessage('This field is required.')).toBe('Обязательное поле.');
    expect(russianMessage('Ensure this field has no more than 150 characters.')).toBe(
      'Убедитесь, что это значение содержит не более 150 символов.',
    );
    expect(russianMessage('"owner" is not a valid choice.')).toBe('Значения «owner» нет среди допустимых вариантов.');
  });

  it('leaves the product’s own texts and unknown ones alone', () => {
    expect(russianMessage('Пользователь с таким email уже существует.')).toBe(
      'Пользователь с таким email уже существует.',
    );
    expect(russianMessage('Something new.')).toBe('Something new.');
  });
});

describe('russianBody', () => {
  it('translates details and field lists but never machine-readable codes', () => {
    expect(
      russianBody({
        detail: 'Given token not valid for any token type',
        code: 'token_not_valid',
        messages: [{ tokenClass: 'AccessToken', tokenType: 'access', message: 'Token is invalid or expired' }],
      }),
    ).toEqual({
      detail: 'Данный токен недействителен для любого типа токена',
      code: 'token_not_valid',
      messages: [{ tokenClass: 'AccessToken', tokenType: 'access', message: 'Токен недействителен или просрочен' }],
    });
    expect(russianBody({ email: ['This field is required.'], name: ['This field may not be blank.'] })).toEqual({
      email: ['Обязательное поле.'],
      name: ['Это поле не может быть пустым.'],
    });
  });
});
