import { describe, expect, it } from 'vitest';
import { type LhrLike, lighthouseFigures } from './lighthouse-result';

const LHR: LhrLike = {
  lighthouseVersion: '12.8.2',
  categories: { performance: { score: 0.914 } },
  audits: {
    'first-contentful-paint': { score: 0.9, numericValue: 1234.5 },
    'largest-contentful-paint': { score: 0.8, numericValue: 2345.6 },
    'total-blocking-time': { score: 1, numericValue: 56 },
    'cumulative-layout-shift': { score: 1, numericValue: 0.002 },
    'speed-index': { score: 1, numericValue: 1500 },
    'uses-text-compression': {
      score: 0.5,
      details: { items: [{ url: 'http://127.0.0.1:8200/dashboard/service_orders/?page=1', wastedBytes: 300_000 }] },
    },
    'network-requests': {
      score: null,
      details: {
        items: [
          { url: 'http://127.0.0.1:3200/' },
          { url: 'http://127.0.0.1:3200/_next/static/chunks/a.js' },
          { url: 'http://127.0.0.1:8200/auth/users/me/' },
          { url: 'data:image/svg+xml;base64,AAAA' },
          { url: 'https://o1.ingest.sentry.io/api/2/envelope/' },
          { url: 'http://127.0.0.1:32000/x' },
        ],
      },
    },
  },
  environment: { benchmarkIndex: 2100.5 },
  runWarnings: ['The page loaded too slowly'],
};

describe('lighthouseFigures', () => {
  it('reads the score (0–100), the metrics and the run facts', () => {
    const figures = lighthouseFigures(LHR, ['http://127.0.0.1:3200', 'http://127.0.0.1:8200']);
    expect(figures).toMatchObject({
      lighthouseVersion: '12.8.2',
      score: 91,
      fcpMs: 1234.5,
      lcpMs: 2345.6,
      tbtMs: 56,
      cls: 0.002,
      siMs: 1500,
      benchmarkIndex: 2100.5,
      warnings: ['The page loaded too slowly'],
      textCompressed: false,
      uncompressed: [{ url: 'http://127.0.0.1:8200/dashboard/service_orders/?page=1', wastedBytes: 300_000 }],
    });
    expect(figures.requests).toHaveLength(6);
  });

  it('finds the requests outside the local origins (another port is another origin; data: is local)', () => {
    expect(lighthouseFigures(LHR, ['http://127.0.0.1:3200', 'http://127.0.0.1:8200']).externalRequests).toEqual([
      'https://o1.ingest.sentry.io/api/2/envelope/',
      'http://127.0.0.1:32000/x',
    ]);
  });

  it('gives null for what the report lacks', () => {
    const figures = lighthouseFigures(
      {
        lighthouseVersion: 'x',
        categories: { performance: { score: null } },
        audits: {},
        environment: { benchmarkIndex: 0 },
        runWarnings: [],
      },
      [],
    );
    expect(figures).toMatchObject({
      score: null,
      fcpMs: null,
      lcpMs: null,
      tbtMs: null,
      cls: null,
      siMs: null,
      textCompressed: null,
      requests: [],
      uncompressed: [],
    });
  });
});
