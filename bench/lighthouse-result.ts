/**
 * What the bench reads from a Lighthouse report (LHR): the performance score, the main metrics, and the
 * requests the page made (to show that none left this machine). Pure, on the parts of the report it names, so
 * it is tested without running Lighthouse.
 */

/** The parts of a Lighthouse result (`LH.Result`) read here. */
export interface LhrLike {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number; details?: unknown } | undefined>;
  environment: { benchmarkIndex: number };
  runWarnings: unknown[];
  lighthouseVersion: string;
}

export interface LighthouseFigures {
  lighthouseVersion: string;
  /** Performance category score, 0–100; null when Lighthouse could not score it. */
  score: number | null;
  /** First Contentful Paint, Largest Contentful Paint, Total Blocking Time, Speed Index: ms. */
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  /** Cumulative Layout Shift (unitless). */
  cls: number | null;
  siMs: number | null;
  /** Lighthouse's measure of this machine's CPU speed at the run (lower: slower or busier). */
  benchmarkIndex: number;
  warnings: string[];
  /** URLs the page requested, in the order Lighthouse lists them. */
  requests: string[];
  /** Of those, the ones outside `localOrigins` (data: and blob: URLs are local): should be none. */
  externalRequests: string[];
  /** The `uses-text-compression` audit passed (null: not applicable). */
  textCompressed: boolean | null;
  /** What that audit found sent uncompressed, with the bytes compression would save. */
  uncompressed: { url: string; wastedBytes: number }[];
}

function auditItems(lhr: LhrLike, id: string): Record<string, unknown>[] {
  const details = lhr.audits[id]?.details as { items?: unknown } | undefined;
  return Array.isArray(details?.items) ? (details.items as Record<string, unknown>[]) : [];
}

const metric = (lhr: LhrLike, id: string): number | null => lhr.audits[id]?.numericValue ?? null;

function requestUrls(lhr: LhrLike): string[] {
  return auditItems(lhr, 'network-requests')
    .map((item) => item.url)
    .filter((url): url is string => typeof url === 'string');
}

/** The figures of one Lighthouse run; `localOrigins` are the static server's and the API's (`http://127.0.0.1:3200`). */
export function lighthouseFigures(lhr: LhrLike, localOrigins: readonly string[]): LighthouseFigures {
  const score = lhr.categories.performance?.score;
  const requests = requestUrls(lhr);
  const compression = lhr.audits['uses-text-compression']?.score;
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    siMs: metric(lhr, 'speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings.map(String),
    requests,
    externalRequests: requests.filter(
      (url) =>
        !/^(data|blob):/.test(url) && !localOrigins.some((origin) => url === origin || url.startsWith(`${origin}/`)),
    ),
    textCompressed: typeof compression === 'number' ? compression >= 0.9 : null,
    uncompressed: auditItems(lhr, 'uses-text-compression').map((item) => ({
      url: String(item.url),
      wastedBytes: typeof item.wastedBytes === 'number' ? item.wastedBytes : 0,
    })),
  };
}
