import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseMarkdown, renderMarkdown, safeLinkHref, unsafeLinks } from './markdown';

/** The body as the HTML React would write for it. */
function html(source: string, options?: Parameters<typeof renderMarkdown>[1]): string {
  return renderToStaticMarkup(renderMarkdown(source, options));
}

const LINK_ATTRS = 'target="_blank" rel="noopener noreferrer"';

/** Every tag name in the HTML, and every attribute name. */
function tagsOf(markup: string): string[] {
  return [...markup.matchAll(/<\/?([a-zA-Z0-9]+)/g)].map((match) => match[1]!.toLowerCase());
}
function attributesOf(markup: string): string[] {
  return [...markup.matchAll(/<[a-z0-9]+((?:\s+[^\s=>]+="[^"]*")*)\s*\/?>/g)].flatMap((match) =>
    [...(match[1] ?? '').matchAll(/\s+([^\s=>]+)=/g)].map((attr) => attr[1]!),
  );
}

describe('blocks', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(html('Первый абзац\nвторая строка\n\n\nВторой абзац')).toBe(
      '<p>Первый абзац<br/>вторая строка</p><p>Второй абзац</p>',
    );
  });

  it('accepts Windows and old Mac line endings and trims trailing spaces', () => {
    expect(html('Один  \r\nдва\r\rТри')).toBe('<p>Один<br/>два</p><p>Три</p>');
  });

  it('renders `## ` headings at the requested level; other levels stay text', () => {
    expect(html('## Спа-уикенд\nТекст')).toBe('<h2>Спа-уикенд</h2><p>Текст</p>');
    expect(html('## Спа', { headingLevel: 4 })).toBe('<h4>Спа</h4>');
    expect(html('# Один\n\n### Три\n\n##Без пробела')).toBe('<p># Один</p><p>### Три</p><p>##Без пробела</p>');
    // An empty heading is nothing, not an empty element.
    expect(html('##\n\n## \n\nТекст')).toBe('<p>Текст</p>');
  });

  it('groups `- ` items into one list; an indented line continues an item', () => {
    expect(html('Включено:\n- завтрак\n- **спа**\n  до 22:00\n- трансфер\nПосле списка')).toBe(
      '<p>Включено:</p><ul><li>завтрак</li><li><strong>спа</strong><br/>до 22:00</li><li>трансфер</li></ul><p>После списка</p>',
    );
    expect(html('- один\n\n- два')).toBe('<ul><li>один</li></ul><ul><li>два</li></ul>');
    expect(html('-без пробела\n1. нумерованный')).toBe('<p>-без пробела<br/>1. нумерованный</p>');
  });

  it('gives nothing for an empty or blank body', () => {
    expect(html('')).toBe('');
    expect(html(' \n\n \t\n')).toBe('');
    expect(parseMarkdown('')).toEqual([]);
  });
});

describe('inline formatting', () => {
  it('renders bold, italic and both nested', () => {
    expect(html('**жирный** и *курсив*')).toBe('<p><strong>жирный</strong> и <em>курсив</em></p>');
    expect(html('**жирный *и курсив* внутри**')).toBe('<p><strong>жирный <em>и курсив</em> внутри</strong></p>');
    expect(html('*курсив **и жирный** внутри*')).toBe('<p><em>курсив <strong>и жирный</strong> внутри</em></p>');
    expect(html('***оба***')).toBe('<p><strong><em>оба</em></strong></p>');
    expect(html('**a** и **b**')).toBe('<p><strong>a</strong> и <strong>b</strong></p>');
  });

  it('leaves unbalanced or spaced markers as they are', () => {
    expect(html('**не закрыт')).toBe('<p>**не закрыт</p>');
    expect(html('*не закрыт')).toBe('<p>*не закрыт</p>');
    expect(html('2 * 3 * 4 = 24')).toBe('<p>2 * 3 * 4 = 24</p>');
    expect(html('** нет **')).toBe('<p>** нет **</p>');
    expect(html('**')).toBe('<p>**</p>');
    expect(html('****')).toBe('<p>****</p>');
    expect(html('*')).toBe('<p>*</p>');
    expect(html('**жирный** и **хвост')).toBe('<p><strong>жирный</strong> и **хвост</p>');
  });

  it('does not carry a marker across paragraphs', () => {
    expect(html('**начало\n\nконец**')).toBe('<p>**начало</p><p>конец**</p>');
  });

  it('takes a backslash before a marker as the character itself', () => {
    expect(html('\\*не курсив\\*')).toBe('<p>*не курсив*</p>');
    expect(html('\\[не ссылка\\](https://example.com)')).toBe('<p>[не ссылка](https://example.com)</p>');
    expect(html('путь C:\\\\temp и \\d')).toBe('<p>путь C:\\temp и \\d</p>');
  });
});

describe('links', () => {
  it('renders http(s) links opening in a new tab without the opener', () => {
    expect(html('[Забронировать](https://example.com/spa?x=1&y=2)')).toBe(
      `<p><a href="https://example.com/spa?x=1&amp;y=2" ${LINK_ATTRS}>Забронировать</a></p>`,
    );
    expect(html('[сайт](http://example.com)')).toBe(`<p><a href="http://example.com/" ${LINK_ATTRS}>сайт</a></p>`);
    expect(html('[**жирная** ссылка](https://example.com)')).toBe(
      `<p><a href="https://example.com/" ${LINK_ATTRS}><strong>жирная</strong> ссылка</a></p>`,
    );
  });

  it('allows one level of parentheses in the address', () => {
    expect(html('[вики](https://ru.wikipedia.org/wiki/Нева_(река)).')).toBe(
      `<p><a href="https://ru.wikipedia.org/wiki/%D0%9D%D0%B5%D0%B2%D0%B0_(%D1%80%D0%B5%D0%BA%D0%B0)" ${LINK_ATTRS}>вики</a>.</p>`,
    );
  });

  it('does not nest links', () => {
    expect(html('[a [b](https://b.example)](https://a.example)')).toBe(
      `<p>[a <a href="https://b.example/" ${LINK_ATTRS}>b</a>](https://a.example)</p>`,
    );
  });

  it('shows any other address as the text that was typed', () => {
    for (const source of [
      '[нажми](javascript:alert(1))',
      '[нажми](JavaScript:alert(document.cookie))',
      '[нажми]( javascript:alert(1))',
      '[нажми](data:text/html;base64,PHNjcmlwdD4=)',
      '[нажми](vbscript:msgbox)',
      '[нажми](/relative/path)',
      '[нажми](//evil.example)',
      '[нажми](www.example.com)',
      '[нажми](mailto:a@example.com)',
      '[нажми](https://)',
      '[нажми](https://exa mple.com)',
      '[](https://example.com)',
    ]) {
      const markup = html(source);
      expect(markup, source).not.toContain('<a');
      expect(markup, source).not.toContain('href');
    }
    expect(html('[нажми](javascript:alert(1))')).toBe('<p>[нажми](javascript:alert(1))</p>');
  });

  it('leaves a bracket without its address as text', () => {
    expect(html('[нет адреса] и [пусто]()')).toBe('<p>[нет адреса] и [пусто]()</p>');
    expect(html('[[вложенная](https://example.com)')).toBe(
      `<p>[<a href="https://example.com/" ${LINK_ATTRS}>вложенная</a></p>`,
    );
    expect(html('[не закрыта(https://example.com)')).toBe('<p>[не закрыта(https://example.com)</p>');
  });
});

describe('hostile input', () => {
  it('keeps HTML as text', () => {
    expect(html('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(html('<img src=x onerror="alert(1)">')).toBe('<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>');
    expect(html('## <b>жирный</b>')).toBe('<h2>&lt;b&gt;жирный&lt;/b&gt;</h2>');
    expect(html('&lt;script&gt; &#x3C;')).toBe('<p>&amp;lt;script&amp;gt; &amp;#x3C;</p>');
  });

  it('cannot break out of a link address into attributes', () => {
    const markup = html('[x](https://example.com/"onmouseover="alert(1))');
    expect(attributesOf(markup).sort()).toEqual(['href', 'rel', 'target']);
    expect(markup).toContain('href="https://example.com/%22onmouseover=%22alert(1)"');
    // An HTML-ish label is text inside the link.
    expect(html('[<img src=x onerror=alert(1)>](https://example.com)')).toBe(
      `<p><a href="https://example.com/" ${LINK_ATTRS}>&lt;img src=x onerror=alert(1)&gt;</a></p>`,
    );
  });

  it('produces only the subset’s tags and attributes for any mix of markers', () => {
    // A deterministic pseudo-random soup of the markers, HTML and link pieces.
    const pieces = [
      '*',
      '**',
      '[',
      ']',
      '(',
      ')',
      '\\',
      '\n',
      '\n\n',
      '## ',
      '- ',
      '<script>',
      'javascript:',
      'https://a.example',
      ' ',
      'текст',
      '"',
      "'",
      '<',
      '>',
      '&',
    ];
    let seed = 42;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    const allowedTags = new Set(['p', 'br', 'strong', 'em', 'a', 'ul', 'li', 'h2']);
    for (let round = 0; round < 400; round += 1) {
      const length = 1 + (next() % 40);
      const source = Array.from({ length }, () => pieces[next() % pieces.length]).join('');
      const markup = html(source);
      for (const tag of tagsOf(markup)) expect(allowedTags.has(tag), `${tag} in ${JSON.stringify(source)}`).toBe(true);
      for (const attribute of attributesOf(markup)) expect(['href', 'target', 'rel']).toContain(attribute);
      for (const match of markup.matchAll(/href="([^"]*)"/g)) expect(match[1]).toMatch(/^https?:\/\//);
    }
  });

  it('stays fast on long unbalanced input', () => {
    for (const source of [
      '['.repeat(20_000),
      '[a'.repeat(10_000),
      '*a'.repeat(10_000) + ' ',
      '** '.repeat(6_000),
      '[x]('.repeat(5_000),
    ]) {
      const started = performance.now();
      parseMarkdown(source);
      // Generous: the point is that it is not quadratic (that would take seconds).
      expect(performance.now() - started, source.slice(0, 10)).toBeLessThan(500);
    }
  });
});

describe('safeLinkHref', () => {
  it('accepts absolute http(s) URLs only, normalised', () => {
    expect(safeLinkHref('HTTPS://Example.com')).toBe('https://example.com/');
    expect(safeLinkHref(' https://example.com/a ')).toBe('https://example.com/a');
    expect(safeLinkHref('javascript:alert(1)')).toBeNull();
    expect(safeLinkHref('java\tscript:alert(1)')).toBeNull();
    expect(safeLinkHref('https://exa\nmple.com')).toBeNull();
    expect(safeLinkHref('ftp://example.com')).toBeNull();
    expect(safeLinkHref('example.com')).toBeNull();
    expect(safeLinkHref('')).toBeNull();
  });
});

describe('unsafeLinks', () => {
  it('lists the addresses that will show as text, once each', () => {
    expect(unsafeLinks('[a](https://ok.example) [b](www.example.com) [c](javascript:x) [d](www.example.com)')).toEqual([
      'www.example.com',
      'javascript:x',
    ]);
    expect(unsafeLinks('нет ссылок')).toEqual([]);
  });
});
