import { createElement, Fragment, type ReactNode } from 'react';

/**
 * The landing body's Markdown subset (docs/CONTRACTS.md, «Promo landings»), parsed and rendered by us — never
 * through HTML: the result is React elements built from a fixed set of tags with text children, so whatever is
 * typed (`<script>`, `<img onerror>`, entities) stays text, and the only attribute taken from the input is a
 * link's address, which must be an absolute http(s) URL.
 *
 * The subset: paragraphs separated by a blank line (a single line break inside one is kept as a break, since
 * staff type text, not Markdown), `## ` headings, `- ` list items (a line indented by two or more spaces
 * continues the item), `**bold**`, `*italic*`, `[text](https://…)` links, and `\` before `* [ ] ( ) \` for the
 * character itself. Anything else — other headings, numbered lists, HTML, a marker without its pair, a link to
 * any other scheme — is shown as the text it is.
 */

type Inline =
  | { type: 'text'; text: string }
  | { type: 'break' }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; children: Inline[] }
  | { type: 'list'; items: Inline[][] };

const ESCAPABLE = new Set(['*', '[', ']', '(', ')', '\\']);
const HEADING = /^## +(.*)$/;
const HEADING_EMPTY = /^##\s*$/;
const LIST_ITEM = /^- +(.*)$/;
const CONTINUATION = /^ {2,}\S/;
/** A URL of a link may not contain whitespace; this bounds the search for its end, too. */
const MAX_URL_LENGTH = 2048;

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

// ---------------------------------------------------------------------------------------------------------
// Inline parsing

type Format = 'strong' | 'em' | 'link';

function isSpace(char: string | undefined): boolean {
  return char === undefined || /\s/.test(char);
}

/** The length of the run of `*` starting at `index`. */
function runLength(text: string, index: number): number {
  let end = index;
  while (text[end] === '*') end += 1;
  return end - index;
}

/**
 * Where the closing `**` of a bold opened before `from` starts, or -1: a run of two or more asterisks right
 * after a non-space character; of a longer run the last two close (so `***x***` is bold around italic).
 */
function findStrongClose(text: string, from: number): number {
  for (let index = from; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') {
      index += 1;
      continue;
    }
    if (char !== '*') continue;
    const length = runLength(text, index);
    if (length >= 2 && !isSpace(text[index - 1])) return index + length - 2;
    index += length - 1;
  }
  return -1;
}

/**
 * Where the closing `*` of an italic opened before `from` is, or -1: a run of one or three asterisks right after
 * a non-space character (its last one closes); a run of two is a bold inside the italic and is skipped.
 */
function findEmClose(text: string, from: number): number {
  for (let index = from; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') {
      index += 1;
      continue;
    }
    if (char !== '*') continue;
    const length = runLength(text, index);
    if (length % 2 === 1 && !isSpace(text[index - 1])) return index + length - 1;
    index += length - 1;
  }
  return -1;
}

/**
 * The `]` that ends a link text starting at `from`; -1 when there is none up to the end, -2 when another `[`
 * comes first (that one may still open a link). Escaped brackets do not count.
 */
function findBracketClose(text: string, from: number): number {
  for (let index = from; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') index += 1;
    else if (char === ']') return index;
    else if (char === '[') return -2;
  }
  return -1;
}

/** The `)` ending a link address that starts at `from`: one level of balanced parentheses is allowed (Wikipedia). */
function findParenClose(text: string, from: number): number {
  let depth = 0;
  const limit = Math.min(text.length, from + MAX_URL_LENGTH);
  for (let index = from; index < limit; index += 1) {
    const char = text[index];
    if (char === '(') {
      depth += 1;
      if (depth > 1) return -1;
    } else if (char === ')') {
      if (depth === 0) return index;
      depth -= 1;
    } else if (isSpace(char)) {
      return -1;
    }
  }
  return -1;
}

/**
 * Inline content: text with bold, italic and links. `open` are the formats already around this text — a format
 * never nests in itself (a link in a link, bold in bold), which also bounds the depth to three. `failed` records,
 * per delimiter, the first position from which a search for a closer found none: a later opener of the same kind
 * cannot find one either (its search covers a suffix of that one), so unbalanced input stays linear.
 */
function parseInline(text: string, open: ReadonlySet<Format> = new Set()): Inline[] {
  const nodes: Inline[] = [];
  let buffer = '';
  const failed: Record<'strong' | 'em' | 'link', number> = { strong: Infinity, em: Infinity, link: Infinity };

  const flush = () => {
    if (buffer !== '') nodes.push({ type: 'text', text: buffer });
    buffer = '';
  };
  const nested = (format: Format) => new Set([...open, format]);

  let index = 0;
  while (index < text.length) {
    const char = text[index]!;

    if (char === '\\' && ESCAPABLE.has(text[index + 1] ?? '')) {
      buffer += text[index + 1];
      index += 2;
      continue;
    }

    if (char === '\n') {
      flush();
      nodes.push({ type: 'break' });
      index += 1;
      continue;
    }

    if (char === '*') {
      const length = runLength(text, index);
      // Bold: `**` followed by a non-space character, with a closer further on.
      if (length >= 2 && !open.has('strong') && !isSpace(text[index + 2]) && index + 2 < failed.strong) {
        const close = findStrongClose(text, index + 3);
        if (close === -1) {
          failed.strong = index + 2;
        } else {
          flush();
          nodes.push({ type: 'strong', children: parseInline(text.slice(index + 2, close), nested('strong')) });
          index = close + 2;
          continue;
        }
      }
      // Italic: a `*` followed by a non-space character (the first of a run that did not open a bold).
      if (!open.has('em') && !isSpace(text[index + 1]) && text[index + 1] !== '*' && index + 1 < failed.em) {
        const close = findEmClose(text, index + 2);
        if (close === -1) {
          failed.em = index + 1;
        } else {
          flush();
          nodes.push({ type: 'em', children: parseInline(text.slice(index + 1, close), nested('em')) });
          index = close + 1;
          continue;
        }
      }
      // Not a marker here: the whole run is text (so `**` does not become an italic `*` plus a star).
      const literal = length >= 2 && !open.has('strong') ? length : 1;
      buffer += '*'.repeat(literal);
      index += literal;
      continue;
    }

    if (char === '[' && !open.has('link') && index + 1 < failed.link) {
      const textEnd = findBracketClose(text, index + 1);
      if (textEnd === -1) {
        failed.link = index + 1;
      } else if (textEnd >= 0 && text[textEnd + 1] === '(') {
        const urlEnd = findParenClose(text, textEnd + 2);
        const href = urlEnd === -1 ? null : safeLinkHref(text.slice(textEnd + 2, urlEnd));
        const label = text.slice(index + 1, textEnd);
        if (href !== null && label.trim() !== '') {
          flush();
          nodes.push({ type: 'link', href, children: parseInline(label, nested('link')) });
          index = urlEnd + 1;
          continue;
        }
      }
    }

    buffer += char;
    index += 1;
  }
  flush();
  return nodes;
}

// ---------------------------------------------------------------------------------------------------------
// Blocks

/** The body as blocks: paragraphs, `## ` headings and `- ` lists (see the module comment). */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];

  const endParagraph = () => {
    const text = paragraph.join('\n').trim();
    if (text !== '') blocks.push({ type: 'paragraph', children: parseInline(text) });
    paragraph = [];
  };
  const endList = () => {
    if (list.length > 0) blocks.push({ type: 'list', items: list.map((item) => parseInline(item.trim())) });
    list = [];
  };

  for (const rawLine of lines) {
    const line = rawLine.replace(/\s+$/, '');
    if (line.trim() === '') {
      endParagraph();
      endList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading || HEADING_EMPTY.test(line)) {
      endParagraph();
      endList();
      const text = (heading?.[1] ?? '').trim();
      if (text !== '') blocks.push({ type: 'heading', children: parseInline(text) });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      endParagraph();
      list.push(item[1] ?? '');
      continue;
    }
    if (list.length > 0 && CONTINUATION.test(line)) {
      list[list.length - 1] += `\n${line.trim()}`;
      continue;
    }
    endList();
    paragraph.push(line.trimStart());
  }
  endParagraph();
  endList();
  return blocks;
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

// ---------------------------------------------------------------------------------------------------------
// Rendering

export interface RenderMarkdownOptions {
  /** The level of the `## ` headings (the guest app's page has the title as h1; a preview inside a dialog goes deeper). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Class names of the blocks, for the caller's CSS module. */
  classNames?: Partial<Record<'paragraph' | 'heading' | 'list' | 'link', string>>;
}

function renderInline(nodes: Inline[], options: RenderMarkdownOptions): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'break':
        return createElement('br', { key: index });
      case 'strong':
        return createElement('strong', { key: index }, ...renderInline(node.children, options));
      case 'em':
        return createElement('em', { key: index }, ...renderInline(node.children, options));
      case 'link':
        return createElement(
          'a',
          {
            key: index,
            href: node.href,
            target: '_blank',
            rel: 'noopener noreferrer',
            className: options.classNames?.link,
          },
          ...renderInline(node.children, options),
        );
    }
  });
}

/**
 * The body as React elements (see the module comment for the subset and why this is safe). An empty body is an
 * empty fragment.
 */
export function renderMarkdown(source: string, options: RenderMarkdownOptions = {}): ReactNode {
  const { headingLevel = 2, classNames = {} } = options;
  const blocks = parseMarkdown(source).map((block, index) => {
    switch (block.type) {
      case 'paragraph':
        return createElement(
          'p',
          { key: index, className: classNames.paragraph },
          ...renderInline(block.children, options),
        );
      case 'heading':
        return createElement(
          `h${headingLevel}`,
          { key: index, className: classNames.heading },
          ...renderInline(block.children, options),
        );
      case 'list':
        return createElement(
          'ul',
          { key: index, className: classNames.list },
          ...block.items.map((item, itemIndex) =>
            createElement('li', { key: itemIndex }, ...renderInline(item, options)),
          ),
        );
    }
  });
  return createElement(Fragment, null, ...blocks);
}
