import { hasVisibleContent, sanitiseHtml } from './html-sanitiser';

const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('sanitiseHtml', () => {
  describe('removes attacks', () => {
    it.each([
      ['script element', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
      ['script with odd casing', '<ScRiPt>alert(1)</sCrIpT><p>ok</p>', '<p>ok</p>'],
      ['img onerror', '<img src="https://example.com/x.png" onerror="alert(1)">', '<img src="https://example.com/x.png" />'],
      ['img with a broken src and onerror', '<img src=x onerror=alert(1)>', ''],
      ['javascript: href', '<a href="javascript:alert(1)">click</a>', '<a rel="noopener noreferrer">click</a>'],
      ['entity-encoded javascript: href', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
      ['upper-case JAVASCRIPT: href', '<a href="JAVASCRIPT:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
      ['vbscript: href', '<a href="vbscript:msgbox(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
      ['data:text/html href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a rel="noopener noreferrer">x</a>'],
      ['protocol-relative href', '<a href="//evil.example/x">x</a>', '<a rel="noopener noreferrer">x</a>'],
      ['backslash path href, which browsers read as another host', '<a href="/\\evil.example/x">x</a>', '<a rel="noopener noreferrer">x</a>'],
      ['http: href', '<a href="http://example.com/page">x</a>', '<a rel="noopener noreferrer">x</a>'],
      ['ftp: href', '<a href="ftp://example.com/file">x</a>', '<a rel="noopener noreferrer">x</a>'],
      ['http: image', '<p>a<img src="http://example.com/a.png" alt="a" />b</p>', '<p>ab</p>'],
      ['protocol-relative image', '<img src="//example.com/a.png" />', ''],
      ['data:image/bmp image', '<img src="data:image/bmp;base64,Qk0=" />', ''],
      ['data:text/html image', '<img src="data:text/html;base64,PHNjcmlwdD4=">', ''],
      ['data:image/svg+xml image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">', ''],
      ['javascript: image', '<img src="javascript:alert(1)">', ''],
      ['image path outside /media/ and /images/', '<img src="/api/cms/content" />', ''],
      ['a backslash in an image path', '<img src="/media/\\evil.example/a.png" />', ''],
      ['svg onload', '<svg onload="alert(1)"><circle r="5"></circle></svg><p>after</p>', '<p>after</p>'],
      ['style expression()', '<p style="color: expression(alert(1))">x</p>', '<p>x</p>'],
      ['style url()', '<span style="background-color: url(javascript:alert(1))">x</span>', '<span>x</span>'],
      ['style with other properties', '<p style="position: fixed; top: 0; color: red">x</p>', '<p style="color:red">x</p>'],
      ['iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
      ['form with input', '<form action="https://evil.example"><input name="password"><button>Go</button></form>', 'Go'],
      ['event handler on an allowed tag', '<p onclick="alert(1)" onmouseover="alert(2)">x</p>', '<p>x</p>'],
      ['style element', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
      ['object and embed', '<object data="x.swf"></object><embed src="x.swf"><p>x</p>', '<p>x</p>'],
      ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>x</p>', '<p>x</p>'],
      ['base tag', '<base href="https://evil.example/"><p>x</p>', '<p>x</p>'],
      ['unknown classes', '<p class="evil ql-align-center">x</p>', '<p class="ql-align-center">x</p>'],
      ['id and data attributes', '<p id="x" data-x="1">x</p>', '<p>x</p>'],
      ['target other than _blank', '<a href="https://example.com" target="_top">x</a>', '<a href="https://example.com" rel="noopener noreferrer">x</a>'],
      ['unknown data-list value', '<ol><li data-list="javascript">x</li></ol>', '<ol><li>x</li></ol>'],
      ['comment with a script', '<!-- <script>alert(1)</script> --><p>x</p>', '<p>x</p>'],
      ['entity-encoded script stays text', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ])('%s', (_name, input, expected) => {
      expect(sanitiseHtml(input)).toBe(expected);
    });

    it('never lets a script, handler or javascript: URL through', () => {
      const attacks = [
        '<img src=x onerror=alert(1)//>',
        '<a href=" javascript:alert(1)">x</a>',
        '<p><a href="java\nscript:alert(1)">x</a></p>',
        '<svg><script>alert(1)</script></svg>',
        '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
        '<body onload=alert(1)>',
        '<div><scr<script>ipt>alert(1)</scr</script>ipt></div>',
      ];
      for (const attack of attacks) {
        const clean = sanitiseHtml(attack);
        expect(clean).not.toMatch(/<script|\son\w+\s*=|javascript:/i);
      }
    });
  });

  describe('keeps editor markup', () => {
    it.each([
      ['headings and paragraphs', '<h1>One</h1><h2>Two</h2><h3>Three</h3><p>Text<br />more</p>'],
      ['inline formatting', '<p><strong>b</strong> <b>b</b> <em>i</em> <i>i</i> <u>u</u> <s>s</s> <strike>s</strike></p>'],
      ['lists', '<ol><li>one</li></ol><ul><li>two</li></ul>'],
      ['Quill 2 bullet list', '<ol><li data-list="bullet">one</li><li data-list="ordered">two</li></ol>'],
      ['links opening a new tab', '<a href="https://example.com/page" target="_blank" rel="noopener noreferrer">x</a>'],
      ['mailto links', '<a href="mailto:info@example.com" rel="noopener noreferrer">mail</a>'],
      ['same-site links', '<a href="/contact-us" rel="noopener noreferrer">contact</a>'],
      ['https images', '<img src="https://example.com/a.png" alt="Team at work" />'],
      ['png data URL images', `<img src="${PNG_DATA_URL}" alt="pixel" />`],
      ['jpeg, gif and webp data URL images', '<img src="data:image/jpeg;base64,/9j/" /><img src="data:image/gif;base64,R0lG" /><img src="data:image/webp;base64,UklG" />'],
      ['https links', '<a href="https://example.com/a?b=c#d" rel="noopener noreferrer">x</a>'],
      ['blockquote', '<blockquote>Quote</blockquote>'],
      ['code block', '<pre class="ql-syntax">const x = 1;</pre><p><code>x</code></p>'],
      ['hex colour', '<span style="color:#e60000">red</span>'],
      ['rgb background colour', '<span style="background-color:rgb(255, 255, 0)">yellow</span>'],
      ['named colour', '<span style="color:navy">navy</span>'],
      ['alignment and indent classes', '<p class="ql-align-center ql-indent-2">x</p>'],
    ])('%s', (_name, html) => {
      expect(sanitiseHtml(html)).toBe(html);
    });

    it('adds rel="noopener noreferrer" to links', () => {
      expect(sanitiseHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
      );
    });
  });
});

describe('sanitiseHtml and the media library (issue 25)', () => {
  it('keeps same-site library and site images, and the decorative mark', () => {
    const html = '<p><img src="/media/3fa9c1e2d4b5a6f7-640x480-640.jpeg" alt="" data-decorative="true" /><img src="/images/insights/a.svg" alt="A" /></p>';
    expect(sanitiseHtml(html)).toBe(html);
  });
});

describe('sanitiseHtml and non-breaking spaces', () => {
  const NBSP = '\u00a0';

  it.each([
    ['entities between every word (what the Quill 2 editor sent)', '<p>Created&nbsp;through&nbsp;the&nbsp;editor.</p>', '<p>Created through the editor.</p>'],
    ['U+00A0 characters between words', `<p>one${NBSP}two${NBSP}three</p>`, '<p>one two three</p>'],
    ['numeric entities', '<p>one&#160;two&#xa0;three</p>', '<p>one two three</p>'],
    ['a run keeps its length in ordinary spaces', `<p>one${NBSP}${NBSP} ${NBSP}two</p>`, '<p>one    two</p>'],
    ['across inline formatting', '<p><strong>bold</strong>&nbsp;text&nbsp;<em>more</em></p>', '<p><strong>bold</strong> text <em>more</em></p>'],
    ['inside list items and headings', '<h2>A&nbsp;heading</h2><ul><li>first&nbsp;item</li></ul>', '<h2>A heading</h2><ul><li>first item</li></ul>'],
    ['in a link text', '<a href="https://example.com">read&nbsp;more</a>', '<a href="https://example.com" rel="noopener noreferrer">read more</a>'],
  ])('normalises %s', (_name, input, expected) => {
    expect(sanitiseHtml(input)).toBe(expected);
  });

  it.each([
    ['a paragraph holding only a non-breaking space (a deliberate blank line)', '<p>&nbsp;</p>', `<p>${NBSP}</p>`],
    ['one at the start of a line', '<p>&nbsp;&nbsp;indented</p>', `<p>${NBSP}${NBSP}indented</p>`],
    ['one at the end of a line', '<p>end&nbsp;</p>', `<p>end${NBSP}</p>`],
    ['one beside a line break, not between words', '<p>line&nbsp;<br />&nbsp;next</p>', `<p>line${NBSP}<br />${NBSP}next</p>`],
    ['one between two paragraphs', '<p>one</p>&nbsp;<p>two</p>', `<p>one</p>${NBSP}<p>two</p>`],
  ])('keeps %s', (_name, input, expected) => {
    expect(sanitiseHtml(input)).toBe(expected);
  });

  it('keeps escaped markup as text while it normalises', () => {
    expect(sanitiseHtml('<p>a&nbsp;b &lt;script&gt;alert(1)&lt;/script&gt;&nbsp;c</p>')).toBe('<p>a b &lt;script&gt;alert(1)&lt;/script&gt; c</p>');
  });

  it('leaves the literal text "&nbsp;" a writer typed alone', () => {
    expect(sanitiseHtml('<p>type&amp;nbsp;here</p>')).toBe('<p>type&amp;nbsp;here</p>');
  });

  it('stores no U+00A0 between two words for a long editor paragraph', () => {
    const words = Array.from({ length: 200 }, (_, index) => `word${index}`);
    const clean = sanitiseHtml(`<p>${words.join('&nbsp;')}</p>`);
    expect(clean).toBe(`<p>${words.join(' ')}</p>`);
    expect(clean).not.toMatch(/\S\u00a0+\S/);
  });
});

describe('sanitiseHtml with very long runs of non-breaking spaces', () => {
  const NBSP = '\u00a0';
  const RUN = 200_000;
  // A guard against the old pattern only, which took minutes here; scripts/ordinary-spaces-benchmark.ts measures it.
  const MUCH_LESS_THAN_THE_QUADRATIC_TIME_MS = 2_000;

  const timed = (html: string) => {
    const started = performance.now();
    const clean = sanitiseHtml(html);
    return { clean, ms: performance.now() - started };
  };

  it('keeps a run that ends the paragraph, quickly', () => {
    const { clean, ms } = timed(`<p>word${'&nbsp;'.repeat(RUN)}</p>`);
    expect(clean).toBe(`<p>word${NBSP.repeat(RUN)}</p>`);
    expect(ms).toBeLessThan(MUCH_LESS_THAN_THE_QUADRATIC_TIME_MS);
  });

  it('turns a run between two words into as many ordinary spaces, quickly', () => {
    const { clean, ms } = timed(`<p>one${NBSP.repeat(RUN)}two</p>`);
    expect(clean).toBe(`<p>one${' '.repeat(RUN)}two</p>`);
    expect(ms).toBeLessThan(MUCH_LESS_THAN_THE_QUADRATIC_TIME_MS);
  });

  it('handles many short runs between words, quickly', () => {
    const words = Array.from({ length: RUN / 2 }, () => 'a');
    const { clean, ms } = timed(`<p>${words.join(`${NBSP}${NBSP}`)}${NBSP}</p>`);
    // Compared as a boolean: a failure would otherwise print 300 KB twice.
    expect(clean === `<p>${words.join('  ')}${NBSP}</p>`).toBe(true);
    expect(ms).toBeLessThan(MUCH_LESS_THAN_THE_QUADRATIC_TIME_MS);
  });
});

describe('hasVisibleContent', () => {
  it.each([
    ['<p>Text</p>', true],
    [`<p><img src="https://example.com/a.png" /></p>`, true],
    ['<p><br /></p>', false],
    ['<p>&nbsp; </p>', false],
    ['', false],
  ])('%j -> %s', (html, expected) => {
    expect(hasVisibleContent(html)).toBe(expected);
  });
});
