import { compiler, type MarkdownToJSX } from 'markdown-to-jsx/react';
import { createElement, Fragment, type ReactNode } from 'react';

/**
 * The landing body: standard Markdown (CommonMark, with GitHub's tables and strikethrough; docs/CONTRACTS.md,
 * «Promo landings»), compiled by markdown-to-jsx straight into React elements — never through HTML. Raw HTML in
 * the body is not parsed (it stays the text it is), every element is one of ours (the overrides below), and the
 * only attribute taken from the input is a link's address, which must be an absolute http(s) URL: a link to
 * anything else shows its text only. Images are not part of a body (the landing has its own). Why this library:
 * docs/decisions/207-promo-content-and-billing.md.
 */

/**
 * The address of a link when it may be one: an absolute `http:` or `https:` URL (normalised by the URL parser,
 * so `HTTPS://Example.com` becomes `https://example.com/`); null for anything else (`javascript:`, `data:`,
 * relative paths, `//host`, `www.example.com`, malformed).
 */
export function safeLinkHref(raw: string): string | null {
  const text = raw.trim();
  // Control characters and whitespace are never part of a URL we accept (browsers strip some of them silently).
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (text === '' || /[\s\u0000-\u001f\u007f]/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '') return null;
  return url.href;
}

/**
 * The addresses of the body's links that will not become links (not an absolute http(s) URL), for a hint in
 * the editor: `[Забронировать](www.example.com)` is shown as text, which the author should know.
 */
export function unsafeLinks(source: string): string[] {
  const result: string[] = [];
  const pattern = /\[([^\]\n]+)\]\(([^)\s]*)\)/g;
  for (const match of source.matchAll(pattern)) {
    const address = match[2] ?? '';
    if (safeLinkHref(address) === null && !result.includes(address)) result.push(address);
  }
  return result;
}

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface RenderMarkdownOptions {
  /**
   * The level of the body's top headings (`#` and `##`); deeper ones follow, down to h6. The guest app's page has
   * the title as h1; a preview inside a dialog goes deeper.
   */
  headingLevel?: HeadingLevel;
  /** Class names of the blocks, for the caller's CSS module. */
  classNames?: Partial<Record<'paragraph' | 'heading' | 'list' | 'link', string>>;
}

interface ChildrenProps {
  children?: ReactNode;
}

function overrides({ headingLevel = 2, classNames = {} }: RenderMarkdownOptions): MarkdownToJSX.Overrides {
  // Headings render without the ids the library derives from their text (no anchors in a landing).
  const heading = (level: number) =>
    function Heading({ children }: ChildrenProps) {
      const shifted = Math.min(6, Math.max(headingLevel, level - 2 + headingLevel));
      return createElement(`h${shifted}`, { className: classNames.heading }, children);
    };
  return {
    p: { component: 'p', props: { className: classNames.paragraph } },
    h1: heading(1),
    h2: heading(2),
    h3: heading(3),
    h4: heading(4),
    h5: heading(5),
    h6: heading(6),
    ul: { component: 'ul', props: { className: classNames.list } },
    ol: { component: 'ol', props: { className: classNames.list } },
    a: function Link({ children, href }: ChildrenProps & { href?: string }) {
      const safe = href === undefined ? null : safeLinkHref(href);
      if (safe === null) return createElement(Fragment, null, children);
      return createElement(
        'a',
        { href: safe, target: '_blank', rel: 'noopener noreferrer', className: classNames.link },
        children,
      );
    },
    img: () => null,
  };
}

/**
 * The body as React elements (see the module comment for why this is safe). An empty body renders nothing.
 */
export function renderMarkdown(source: string, options: RenderMarkdownOptions = {}): ReactNode {
  if (source.trim() === '') return null;
  return compiler(source, {
    disableParsingRawHTML: true,
    // A body that starts with `---` lines is text, not hidden front matter.
    preserveFrontmatter: true,
    forceBlock: true,
    wrapper: Fragment,
    overrides: overrides(options),
  });
}
