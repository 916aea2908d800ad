/**
 * What the bench reads from a Lighthouse report (LHR): the performance score, the main metrics, the requests the
 * page made (to show that none left this machine), and where the time went (the longest tasks, the main thread's
 * work by kind, the scripts that cost most, the LCP element and its phases), from which a missed budget is
 * explained. Pure, on the parts of the report it names, so it is tested without running Lighthouse.
 */

/** The parts of a Lighthouse result (`LH.Result`) read here. */
export interface LhrLike {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number; details?: unknown } | undefined>;
  environment: { benchmarkIndex: number };
  runWarnings: unknown[];
  lighthouseVersion: string;
  /** The run's throttling: with `simulate`, the link the metrics were computed for. */
  configSettings?: { throttlingMethod?: string; throttling?: { throughputKbps?: number } };
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
  diagnosis: Diagnosis;
}

/** A cost: what (a task's script, a kind of work, an LCP phase) and its milliseconds (simulated, as the metrics). */
interface Cost {
  what: string;
  ms: number;
}

/** Where a run's time went, each list longest first and cut to {@link TOP}. */
interface Diagnosis {
  /** `long-tasks`: the main thread's tasks over 50 ms, by the script they are attributed to. */
  longTasks: Cost[];
  /** `mainthread-work-breakdown`: the main thread's work by kind (script evaluation, style and layout, …). */
  mainThread: Cost[];
  /** `bootup-time`: the scripts' evaluation, parse and compile time. */
  scripts: Cost[];
  /** `largest-contentful-paint-element`: the element's label, null when the report names none. */
  lcpElement: string | null;
  /** Its phases: TTFB, load delay, load time, render delay (a text element has only the first and last). */
  lcpPhases: Cost[];
  /** What the page loaded before its largest paint; null when the report lacks the requests or the paint. */
  beforeLcp: LoadedBefore | null;
}

/**
 * The bytes of the requests finished before the observed (unthrottled) largest paint, and the time they take alone
 * on the link Lighthouse simulated: a floor under the simulated LCP that no work on the main thread can lower.
 */
interface LoadedBefore {
  /** The observed largest paint, ms from the first request. */
  observedMs: number;
  bytes: number;
  scriptBytes: number;
  /** The simulated link, Kbit/s (Lighthouse's Kbps are of 1024 bits); null without simulated throttling. */
  throughputKbps: number | null;
}

const TOP = 3;

const numberOr0 = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** `…/chunks/0a1b2c.js`, `/orders` — a URL short enough for a line; what is not a URL is kept. */
export function shortUrl(url: unknown): string {
  if (typeof url !== 'string' || url === '') return 'unattributed';
  try {
    const parsed = new URL(url);
    const file = parsed.pathname.split('/').filter(Boolean).at(-1);
    return file && parsed.pathname.includes('/_next/') ? `…/${file}` : `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

const longestFirst = (costs: Cost[]): Cost[] =>
  costs
    .filter((cost) => cost.ms > 0)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, TOP);

/** The LCP element audit is a list: a table naming the element, then (when Lighthouse could split it) the phases. */
function lcpDetails(lhr: LhrLike): { element: string | null; phases: Cost[] } {
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: unknown } | undefined;
  const tables = Array.isArray(details?.items) ? (details.items as { items?: unknown }[]) : [];
  const rows = tables.flatMap((table) =>
    Array.isArray(table?.items) ? (table.items as Record<string, unknown>[]) : [],
  );
  const node = rows.find((row) => typeof row.node === 'object' && row.node !== null)?.node as
    | { nodeLabel?: unknown; snippet?: unknown }
    | undefined;
  const label = node?.nodeLabel ?? node?.snippet;
  return {
    element: typeof label === 'string' ? label.replace(/\s+/g, ' ').trim().slice(0, 60) : null,
    phases: rows
      .filter((row) => typeof row.phase === 'string')
      .map((row) => ({ what: String(row.phase), ms: numberOr0(row.timing) })),
  };
}

function loadedBeforeLcp(lhr: LhrLike): LoadedBefore | null {
  const observedMs = auditItems(lhr, 'metrics')[0]?.observedLargestContentfulPaint;
  const requests = auditItems(lhr, 'network-requests');
  if (typeof observedMs !== 'number' || requests.length === 0) return null;
  const before = requests.filter(
    (item) => typeof item.networkEndTime === 'number' && item.networkEndTime <= observedMs,
  );
  const bytesOf = (items: Record<string, unknown>[]) =>
    items.reduce((sum, item) => sum + numberOr0(item.transferSize), 0);
  const { throttlingMethod, throttling } = lhr.configSettings ?? {};
  return {
    observedMs,
    bytes: bytesOf(before),
    scriptBytes: bytesOf(before.filter((item) => item.resourceType === 'Script')),
    throughputKbps: throttlingMethod === 'simulate' ? (throttling?.throughputKbps ?? null) : null,
  };
}

function diagnosisOf(lhr: LhrLike): Diagnosis {
  const lcp = lcpDetails(lhr);
  return {
    longTasks: longestFirst(
      auditItems(lhr, 'long-tasks').map((item) => ({ what: shortUrl(item.url), ms: numberOr0(item.duration) })),
    ),
    mainThread: longestFirst(
      auditItems(lhr, 'mainthread-work-breakdown').map((item) => ({
        what: [item.groupLabel, item.group].find((label) => typeof label === 'string') ?? 'other',
        ms: numberOr0(item.duration),
      })),
    ),
    scripts: longestFirst(
      auditItems(lhr, 'bootup-time').map((item) => ({ what: shortUrl(item.url), ms: numberOr0(item.total) })),
    ),
    lcpElement: lcp.element,
    lcpPhases: lcp.phases.filter((phase) => phase.ms > 0),
    beforeLcp: loadedBeforeLcp(lhr),
  };
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
    diagnosis: diagnosisOf(lhr),
  };
}

const costText = (costs: Cost[]): string => costs.map((cost) => `${cost.what} ${Math.round(cost.ms)} ms`).join(', ');

/** The run's figures a budget can be set on: the score and the two metrics the performance issue names. */
export type LighthouseMetric = 'score' | 'tbt' | 'lcp';

/**
 * Why a run missed a budget on `metric`, from its own report: for TBT the longest tasks and the main thread's
 * work, for LCP the element and its phases, for the score both (the score is made of them, with FCP beside).
 */
export function whyText(figures: LighthouseFigures, metric: LighthouseMetric): string[] {
  const { diagnosis } = figures;
  const lines: string[] = [];
  if (metric === 'score') {
    lines.push(
      `FCP ${Math.round(figures.fcpMs ?? 0)} ms, LCP ${Math.round(figures.lcpMs ?? 0)} ms, TBT ${Math.round(figures.tbtMs ?? 0)} ms, SI ${Math.round(figures.siMs ?? 0)} ms`,
    );
  }
  if (metric !== 'lcp') {
    if (diagnosis.longTasks.length > 0) lines.push(`longest tasks: ${costText(diagnosis.longTasks)}`);
    if (diagnosis.mainThread.length > 0) lines.push(`main thread: ${costText(diagnosis.mainThread)}`);
    if (diagnosis.scripts.length > 0) lines.push(`costliest scripts: ${costText(diagnosis.scripts)}`);
  }
  if (metric !== 'tbt' && (diagnosis.lcpElement !== null || diagnosis.lcpPhases.length > 0)) {
    lines.push(
      `LCP element ${diagnosis.lcpElement === null ? '(unnamed)' : `«${diagnosis.lcpElement}»`}${diagnosis.lcpPhases.length > 0 ? `: ${costText(diagnosis.lcpPhases)}` : ''}`,
    );
  }
  if (metric !== 'tbt' && diagnosis.beforeLcp !== null) lines.push(loadedBeforeText(diagnosis.beforeLcp));
  return lines;
}

const kibText = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KiB`;

/** «before it (1850 ms unthrottled): 512 KiB, 400 KiB of them scripts; 2.5 s alone at the simulated 1.6 Mbit/s» */
function loadedBeforeText({ observedMs, bytes, scriptBytes, throughputKbps }: LoadedBefore): string {
  const loaded = `loaded before it (${Math.round(observedMs)} ms unthrottled): ${kibText(bytes)}, ${kibText(scriptBytes)} of them scripts`;
  if (throughputKbps === null || throughputKbps <= 0) return loaded;
  const seconds = (bytes * 8) / (throughputKbps * 1024);
  return `${loaded}; ${seconds.toFixed(1)} s alone at the simulated ${(throughputKbps / 1024).toFixed(1)} Mbit/s`;
}
