import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployedConfig, parseConfigJs } from '../scripts/csp';
import { benchConfigJs, pointExportAt } from './export-dir';

const SHIPPED = [
  '/* global window */',
  '// Runtime configuration of the dashboard.',
  '//   window.__DASHBOARD_CONFIG__ = {"apiUrl": "https://api.example.org"};',
  'window.__DASHBOARD_CONFIG__ = {};',
  '',
].join('\n');

describe('benchConfigJs', () => {
  it('sets the API, local environment and no DSN in the last statement, keeping the comments', () => {
    const out = benchConfigJs(SHIPPED, 'http://127.0.0.1:8300');
    expect(out.startsWith(SHIPPED.split('\nwindow.')[0]!)).toBe(true);
    expect(
      out.endsWith(
        'window.__DASHBOARD_CONFIG__ = {"apiUrl":"http://127.0.0.1:8300","environment":"local","sentryDsn":""};\n',
      ),
    ).toBe(true);
    expect(parseConfigJs(out)).toEqual({ apiUrl: 'http://127.0.0.1:8300', environment: 'local', sentryDsn: '' });
  });

  it('overrides a deployed configuration, dropping its websocket URL so the live feed follows the API', () => {
    const deployed =
      'window.__DASHBOARD_CONFIG__ = {"apiUrl": "https://api.example.org", "wsUrl": "wss://live.example.org", "environment": "production", "sentryDsn": "https://k@o1.ingest.sentry.io/2"};\n';
    expect(parseConfigJs(benchConfigJs(deployed, 'http://127.0.0.1:8300'))).toEqual({
      apiUrl: 'http://127.0.0.1:8300',
      environment: 'local',
      sentryDsn: '',
    });
  });

  it('writes the statement alone for an empty source', () => {
    expect(benchConfigJs('', 'http://127.0.0.1:8300')).toBe(
      'window.__DASHBOARD_CONFIG__ = {"apiUrl":"http://127.0.0.1:8300","environment":"local","sentryDsn":""};\n',
    );
  });
});

describe('pointExportAt', () => {
  it("rewrites the export's config.js so the servers' policy allows the bench's API", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-export-'));
    try {
      writeFileSync(path.join(dir, 'config.js'), SHIPPED);
      writeFileSync(
        path.join(dir, '.build-stamp.json'),
        JSON.stringify({ publicEnv: { NEXT_PUBLIC_API_URL: 'http://127.0.0.1:8100' } }),
      );
      pointExportAt(dir, 'http://127.0.0.1:8300');
      expect(readFileSync(path.join(dir, 'config.js'), 'utf8')).toContain('"apiUrl":"http://127.0.0.1:8300"');
      expect(deployedConfig(dir)).toEqual({
        apiUrl: 'http://127.0.0.1:8300',
        wsUrl: null,
        environment: 'local',
        sentryDsn: '',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
