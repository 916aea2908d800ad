import { describe, expect, it } from 'vitest';
import { type LhrLike, lighthouseFigures, shortUrl, whyText } from './lighthouse-result';

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
          { url: 'http://127.0.0.1:3200/', networkEndTime: 100, transferSize: 51_200, resourceType: 'Document' },
          {
            url: 'http://127.0.0.1:3200/_next/static/chunks/a.js',
            networkEndTime: 700,
            transferSize: 153_600,
            resourceType: 'Script',
          },
          {
            url: 'http://127.0.0.1:8200/auth/users/me/',
            networkEndTime: 900.5,
            transferSize: 2048,
            resourceType: 'Fetch',
          },
          { url: 'data:image/svg+xml;base64,AAAA' },
          { url: 'https://o1.ingest.sentry.io/api/2/envelope/' },
          { url: 'http://127.0.0.1:32000/x' },
        ],
      },
    },
    metrics: { score: null, details: { items: [{ observedLargestContentfulPaint: 800 }] } },
    'long-tasks': {
      score: 1,
      details: {
        items: [
          { url: 'http://127.0.0.1:3200/_next/static/chunks/0a1b.js', duration: 120, startTime: 900 },
          { url: 'Unattributable', duration: 60 },
          { url: 'http://127.0.0.1:3200/orders', duration: 300 },
          { url: 'http://127.0.0.1:3200/_next/static/chunks/ff.js', duration: 55 },
        ],
      },
    },
    'mainthread-work-breakdown': {
      score: 1,
      details: {
        items: [
          { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 400 },
          { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 1200 },
        ],
      },
    },
    'largest-contentful-paint-element': {
      score: 0,
      details: {
        type: 'list',
        items: [
          { type: 'table', items: [{ node: { nodeLabel: 'Заказы\n  на сегодня' } }] },
          {
            type: 'table',
            items: [
              { phase: 'TTFB', timing: 600 },
              { phase: 'Load Delay', timing: 0 },
              { phase: 'Render Delay', timing: 1745.6 },
            ],
          },
        ],
      },
    },
  },
  environment: { benchmarkIndex: 2100.5 },
  runWarnings: ['The page loaded too slowly'],
  configSettings: { throttlingMethod: 'simulate', throttling: { throughputKbps: 1638.4 } },
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

describe('where the time went', () => {
  const figures = lighthouseFigures(LHR, ['http://127.0.0.1:3200']);

  it('keeps the three longest tasks, kinds of work and LCP phases, longest first, with short names', () => {
    expect(figures.diagnosis).toEqual({
      longTasks: [
        { what: '/orders', ms: 300 },
        { what: '…/0a1b.js', ms: 120 },
        { what: 'Unattributable', ms: 60 },
      ],
      mainThread: [
        { what: 'Script Evaluation', ms: 1200 },
        { what: 'Style & Layout', ms: 400 },
      ],
      scripts: [],
      lcpElement: 'Заказы на сегодня',
      lcpPhases: [
        { what: 'TTFB', ms: 600 },
        { what: 'Render Delay', ms: 1745.6 },
      ],
      // The requests finished by the observed largest paint (800 ms): the page and the script, not the user.
      beforeLcp: { observedMs: 800, bytes: 204_800, scriptBytes: 153_600, throughputKbps: 1638.4 },
    });
  });

  it('explains TBT by the tasks and LCP by its element, and the score by both', () => {
    expect(whyText(figures, 'tbt')).toEqual([
      'longest tasks: /orders 300 ms, …/0a1b.js 120 ms, Unattributable 60 ms',
      'main thread: Script Evaluation 1200 ms, Style & Layout 400 ms',
    ]);
    expect(whyText(figures, 'lcp')).toEqual([
      'LCP element «Заказы на сегодня»: TTFB 600 ms, Render Delay 1746 ms',
      'loaded before it (800 ms unthrottled): 200 KiB, 150 KiB of them scripts; 1.0 s alone at the simulated 1.6 Mbit/s',
    ]);
    expect(whyText(figures, 'score')).toEqual([
      'FCP 1235 ms, LCP 2346 ms, TBT 56 ms, SI 1500 ms',
      ...whyText(figures, 'tbt'),
      ...whyText(figures, 'lcp'),
    ]);
  });

  it('reads a report without those audits as nothing to say', () => {
    const bare = lighthouseFigures({ ...LHR, audits: {} }, []);
    expect(bare.diagnosis).toEqual({
      longTasks: [],
      mainThread: [],
      scripts: [],
      lcpElement: null,
      lcpPhases: [],
      beforeLcp: null,
    });
    expect(whyText(bare, 'lcp')).toEqual([]);
  });

  it('gives the bytes before the largest paint without their time when the run was not simulated', () => {
    const observed = lighthouseFigures({ ...LHR, configSettings: { throttlingMethod: 'devtools' } }, []);
    expect(whyText(observed, 'lcp').at(-1)).toBe(
      'loaded before it (800 ms unthrottled): 200 KiB, 150 KiB of them scripts',
    );
  });

  it('shortens URLs: a chunk to its file, a page to its path', () => {
    expect(shortUrl('http://127.0.0.1:3200/_next/static/chunks/app/page-1.js')).toBe('…/page-1.js');
    expect(shortUrl('http://127.0.0.1:3200/orders?x=1')).toBe('/orders?x=1');
    expect(shortUrl(undefined)).toBe('unattributed');
  });
});
