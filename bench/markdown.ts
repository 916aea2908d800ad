/**
 * (h) The landing body's renderer (features/promo/markdown.ts) on hostile input: the time to render a
 * 20,000-character body (the contract's maximum) of unbalanced markers, brackets and HTML into markup, in Node.
 * A parser that backtracks would take seconds here, and the editor's preview renders the body as staff type.
 * Median of `runs` renders per body, after one unmeasured warm-up; the figure is the slowest body's median.
 */
import { performance } from 'node:perf_hooks';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderMarkdown } from '../features/promo/model/markdown';
import { atMost } from './budget';
import { median, ms } from './stats';

/** The contract's longest body. */
const BODY_LENGTH = 20_000;

/** A ceiling well above what a linear parser needs, well below a quadratic one on these bodies. */
export const MARKDOWN_BUDGET = atMost(500);

/** Hostile bodies of exactly BODY_LENGTH characters, by name. */
function hostileBodies(): { name: string; body: string }[] {
  const fill = (unit: string) => unit.repeat(Math.ceil(BODY_LENGTH / unit.length)).slice(0, BODY_LENGTH);
  return [
    { name: 'open brackets', body: fill('[') },
    { name: 'unclosed links', body: fill('[x](') },
    { name: 'unbalanced emphasis', body: fill('*a**') },
    { name: 'nested emphasis', body: fill('**a *b ') },
    { name: 'raw HTML', body: fill('<b><i x="') },
    { name: 'nested lists', body: fill('- > 1. ') },
    { name: 'nested quotes', body: fill('>') },
  ];
}

export interface MarkdownResult {
  bodies: { name: string; medianMs: number; runsMs: number[] }[];
  /** The slowest body's median. */
  worstMs: number;
}

/** Renders each hostile body `runs` times (after a warm-up) and reports the medians. */
export function measureMarkdown(runs: number): MarkdownResult {
  const bodies = hostileBodies().map(({ name, body }) => {
    renderToStaticMarkup(renderMarkdown(body));
    const runsMs = Array.from({ length: runs }, () => {
      const started = performance.now();
      renderToStaticMarkup(renderMarkdown(body));
      return performance.now() - started;
    });
    return { name, medianMs: median(runsMs), runsMs };
  });
  return { bodies, worstMs: Math.max(...bodies.map((b) => b.medianMs)) };
}

export function printMarkdown(result: MarkdownResult, runs: number): void {
  console.log(`\nLanding body: render of a hostile ${BODY_LENGTH}-character body (median of ${runs} runs)\n`);
  for (const body of result.bodies) console.log(`  ${body.name.padEnd(20)}  ${ms(body.medianMs).padStart(8)}`);
}
