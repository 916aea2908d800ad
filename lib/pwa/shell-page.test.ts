import { describe, expect, it } from 'vitest';
import { shellPageFor } from './shell-page';

const precached = new Set([
  '/index.html',
  '/404.html',
  '/orders.html',
  '/guests.html',
  '/activate/_/_.html',
  '/password-reset/_/_.html',
  '/_next/static/chunks/app-0abc.js',
]);
const isPrecached = (urlPath: string): boolean => precached.has(urlPath);

describe('shellPageFor', () => {
  it.each([
    ['/', '/index.html'],
    ['/orders', '/orders.html'],
    ['/orders/', '/orders.html'],
    ['/guests', '/guests.html'],
    ['/activate/MQ/c3k8p1-4f2e9a', '/activate/_/_.html'],
    ['/password-reset/Mg/tok', '/password-reset/_/_.html'],
    // A deep link into the app: its fallback page, as the servers send it.
    ['/orders/42', '/404.html'],
    ['/staff/7/edit', '/404.html'],
  ])('opens %s offline on %s', (pathname, page) => {
    expect(shellPageFor(pathname, isPrecached)).toBe(page);
  });

  it('has no page for what the servers answer 404, nor for a page the precache lacks', () => {
    expect(shellPageFor('/logo.png', isPrecached)).toBeNull();
    expect(shellPageFor('/.csp.json', isPrecached)).toBeNull();
    const withoutPages = (urlPath: string) =>
      isPrecached(urlPath) && urlPath !== '/orders.html' && urlPath !== '/404.html';
    expect(shellPageFor('/orders', withoutPages)).toBeNull();
  });
});
