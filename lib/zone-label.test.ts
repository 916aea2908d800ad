import { describe, expect, it } from 'vitest';
import { utcOffsetLabel, zoneLabel } from './zone-label';

describe('zoneLabel', () => {
  const at = new Date('2026-11-21T12:00:00Z');

  it('names the city and the offset as staff read them', () => {
    expect(zoneLabel('Asia/Barnaul', at)).toBe('Барнаул, UTC+7');
    expect(zoneLabel('Europe/Moscow', at)).toBe('Москва, UTC+3');
  });

  it('gives the offset alone for a zone without a city, with half hours and a minus sign', () => {
    expect(zoneLabel('UTC', at)).toBe('UTC');
    expect(utcOffsetLabel('Asia/Kolkata', at)).toBe('UTC+5:30');
    expect(utcOffsetLabel('America/Sao_Paulo', at)).toBe('UTC−3');
  });
});

describe('zoneLabel of a zone outside Russia', () => {
  it('uses the browser’s own name of its city', () => {
    const at = new Date('2026-11-21T12:00:00Z');
    expect(zoneLabel('Europe/Berlin', at)).toMatch(/, UTC\+1$/);
  });
});
