import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderMarkdown, safeLinkHref, unsafeLinks } from './markdown';

/** The body as the HTML React would write for it, without the newlines between blocks. */
function html(source: string, options?: Parameters<typeof renderMarkdown>[1]): string {
  return renderToStaticMarkup(renderMarkdown(source, options)).replace(/>\n</g, '><');
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

describe('blocks (CommonMark)', () => {
  it('splits paragraphs on blank lines; a hard break is two trailing spaces', () => {
    expect(html('Первый абзац\nвторая строка\n\n\nВторой абзац')).toBe(
      '<p>Первый абзац\nвторая строка</p><p>Второй абзац</p>',
    );
    expect(html('Один  \nдва')).toBe('<p>Один<br/>два</p>');
  });

  it('renders headings from the requested level down, never above it', () => {
    expect(html('## Спа-уикенд\nТекст')).toBe('<h2>Спа-уикенд</h2><p>Текст</p>');
    expect(html('# Один\n\n## Два\n\n### Три\n\n###### Шесть', { headingLevel: 4 })).toBe(
      '<h4>Один</h4><h4>Два</h4><h5>Три</h5><h6>Шесть</h6>',
    );
    expect(html('##Без пробела')).toBe('<p>##Без пробела</p>');
  });

  it('renders bulleted and numbered lists', () => {
    expect(html('Включено:\n\n- завтрак\n- **спа**\n- трансфер')).toBe(
      '<p>Включено:</p><ul><li>завтрак</li><li><strong>спа</strong></li><li>трансфер</li></ul>',
    );
    expect(html('3. три\n4. четыре')).toBe('<ol start="3"><li>три</li><li>четыре</li></ol>');
  });

  it('passes the caller’s class names to the blocks', () => {
    const classNames = { paragraph: 'p', heading: 'h', list: 'l', link: 'a' };
    expect(html('## З\n\nТ [с](https://example.com)\n\n- п', { classNames })).toBe(
      `<h2 class="h">З</h2><p class="p">Т <a href="https://example.com/" ${LINK_ATTRS} class="a">с</a></p><ul class="l"><li>п</li></ul>`,
    );
  });

  it('gives nothing for an empty or blank body', () => {
    expect(html('')).toBe('');
    expect(html(' \n\n \t\n')).toBe('');
  });
});

describe('inline formatting', () => {
  it('renders bold, italic and both nested', () => {
    expect(html('**жирный** и *курсив*')).toBe('<p><strong>жирный</strong> и <em>курсив</em></p>');
    expect(html('**жирный *и курсив* внутри**')).toBe('<p><strong>жирный <em>и курсив</em> внутри</strong></p>');
    expect(html('2 * 3 * 4 = 24')).toBe('<p>2 * 3 * 4 = 24</p>');
    expect(html('**не закрыт')).toBe('<p>**не закрыт</p>');
  });

  it('takes a backslash before a marker as the character itself', () => {
    expect(html('\\*не курсив\\*')).toBe('<p>*не курсив*</p>');
  });
});

describe('links', () => {
  it('renders http(s) links opening in a new tab without the opener', () => {
    expect(html('[Забронировать](https://example.com/spa?x=1&y=2)')).toBe(
      `<p><a href="https://example.com/spa?x=1&amp;y=2" ${LINK_ATTRS}>Забронировать</a></p>`,
    );
    expect(html('[сайт](http://example.com)')).toBe(`<p><a href="http://example.com/" ${LINK_ATTRS}>сайт</a></p>`);
  });

  it('shows a link to any other address as its text only', () => {
    for (const source of [
      '[нажми](javascript:alert(1))',
      '[нажми](JavaScript:alert(document.cookie))',
      '[нажми](<javascript:alert(1)>)',
      '[нажми](data:text/html;base64,PHNjcmlwdD4=)',
      '[нажми](vbscript:msgbox)',
      '[нажми](/relative/path)',
      '[нажми](//evil.example)',
      '[нажми](www.example.com)',
      '[нажми](mailto:a@example.com)',
      '<javascript:alert(1)>',
    ]) {
      const markup = html(source);
      expect(markup, source).not.toContain('<a');
      expect(markup, source).not.toContain('href');
    }
    expect(html('[нажми](javascript:alert(1))')).toBe('<p>нажми</p>');
  });
});

describe('hostile input', () => {
  it('keeps HTML as the text it is: no element, no attribute comes from it', () => {
    expect(html('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(html('<img src=x onerror="alert(1)">')).toBe('<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>');
    expect(html('<a href="javascript:alert(1)">x</a>')).toBe(
      '<p>&lt;a href=&quot;javascript:alert(1)&quot;&gt;x&lt;/a&gt;</p>',
    );
    expect(html('## <b>жирный</b>')).toBe('<h2>&lt;b&gt;жирный&lt;/b&gt;</h2>');
    // Entities are text, never markup.
    expect(html('&lt;script&gt; &#x3C;')).toBe('<p>&lt;script&gt; &lt;</p>');
  });

  it('renders a body nested as deep as its length allows without failing', () => {
    expect(html('>'.repeat(20_000))).toContain('<blockquote>');
    expect(html('- > 1. '.repeat(2_800))).toContain('<ul>');
  });

  it('shows no images (the landing has its own)', () => {
    expect(html('![кот](https://example.com/cat.png)')).not.toContain('<img');
  });

  it('cannot break out of a link address into attributes', () => {
    const markup = html('[x](https://example.com/"onmouseover="alert(1))');
    expect(attributesOf(markup).sort()).toEqual(['href', 'rel', 'target']);
    expect(markup).toContain('href="https://example.com/%22onmouseover=%22alert(1)"');
  });

  it('produces only the allowed tags and attributes for any mix of markers', () => {
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
      '1. ',
      '> ',
      '`',
      '<script>',
      '<img src=x onerror=alert(1)>',
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
    // The text's own elements; a task list item's checkbox is a disabled one.
    const allowedTags = new Set(['p', 'br', 'strong', 'em', 'del', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre']);
    for (const tag of ['hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'input']) allowedTags.add(tag);
    const allowedAttributes = ['href', 'target', 'rel', 'start', 'type', 'checked', 'disabled', 'readonly'];
    for (let round = 0; round < 200; round += 1) {
      const length = 1 + (next() % 40);
      const source = Array.from({ length }, () => pieces[next() % pieces.length]).join('');
      const markup = html(source);
      for (const tag of tagsOf(markup)) expect(allowedTags.has(tag), `${tag} in ${JSON.stringify(source)}`).toBe(true);
      for (const attribute of attributesOf(markup)) expect(allowedAttributes).toContain(attribute.toLowerCase());
      for (const match of markup.matchAll(/href="([^"]*)"/g)) expect(match[1]).toMatch(/^https?:\/\//);
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
