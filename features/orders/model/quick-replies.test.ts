import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUICK_REPLIES,
  fillReply,
  parseQuickReplies,
  repliesFromLines,
  replyLanguageFor,
} from './quick-replies';

describe('quick replies', () => {
  const values = { guest: 'Анна', room: '305', service: 'Завтрак в номер' };

  it('fills the guest, the room and the service', () => {
    expect(fillReply('Здравствуйте, {гость}! Заказ «{услуга}» принят, скоро будем в номере {номер}.', values)).toBe(
      'Здравствуйте, Анна! Заказ «Завтрак в номер» принят, скоро будем в номере 305.',
    );
    expect(fillReply('Hello {гость}, room {номер}.', values)).toBe('Hello Анна, room 305.');
  });

  it('leaves out what the order cannot fill, with its comma or space, and never sends a placeholder', () => {
    const unknown = { guest: '', room: '', service: 'Такси' };
    expect(fillReply('Здравствуйте, {гость}! Заказ «{услуга}» принят.', unknown)).toBe(
      'Здравствуйте! Заказ «Такси» принят.',
    );
    expect(fillReply('{гость}, уже несём.', unknown)).toBe('Уже несём.');
    expect(fillReply('Будем в номере {номер} через 5 минут.', unknown)).toBe('Будем в номере через 5 минут.');
    for (const template of [...DEFAULT_QUICK_REPLIES.ru, ...DEFAULT_QUICK_REPLIES.en])
      expect(fillReply(template, { guest: '', room: '', service: '' })).not.toMatch(/[{}]/);
  });

  it('offers Russian first to a Russian-speaking guest (or one whose language is not known), English to others', () => {
    expect(replyLanguageFor('ru')).toBe('ru');
    expect(replyLanguageFor('')).toBe('ru');
    expect(replyLanguageFor('de')).toBe('en');
  });

  it('reads a stored list, and gives the defaults back for anything unreadable', () => {
    expect(parseQuickReplies(JSON.stringify({ ru: ['А'], en: [] }))).toEqual({ ru: ['А'], en: [] });
    expect(parseQuickReplies(null)).toEqual(DEFAULT_QUICK_REPLIES);
    expect(parseQuickReplies('{oops')).toEqual(DEFAULT_QUICK_REPLIES);
    expect(parseQuickReplies(JSON.stringify({ ru: 'А' }))).toEqual(DEFAULT_QUICK_REPLIES);
  });

  it('takes one reply per line from the editor, dropping empty ones', () => {
    expect(repliesFromLines(' Первый \n\n  \nВторой')).toEqual(['Первый', 'Второй']);
  });
});
