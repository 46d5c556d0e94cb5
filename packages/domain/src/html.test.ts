// domain html.ts: the reader (parseHtml) and the allow-list (cleanRichTree, cleanRichText), hostile
// inputs included: what cleanRichText returns holds only the allowed markup, and cleaning it again
// changes nothing.
import { describe, expect, it } from 'vitest';
import { cleanRichText, decodeEntities, parseHtml, richTextImages, richTextUrl } from './html.ts';

describe('parseHtml', () => {
  it('reads elements, attributes in every quoting, text and character references', () => {
    expect(parseHtml(`<p class=x title='a &amp; b'>Hi &lt;there&gt; &#20320;&#x597D;<br/>x</p>`)).toEqual([
      {
        type: 'element',
        tag: 'p',
        attrs: { class: 'x', title: 'a & b' },
        children: [
          { type: 'text', text: 'Hi <there> 你好' },
          { type: 'element', tag: 'br', attrs: {}, children: [] },
          { type: 'text', text: 'x' },
        ],
      },
    ]);
  });

  it('skips comments and doctypes, reads script content as text, and ends implied elements', () => {
    const nodes = parseHtml(
      '<!doctype html><!-- a --><ul><li>a<li>b</ul><script>if (a<b) x("</p>")</script>',
    );
    expect(nodes).toMatchObject([
      {
        tag: 'ul',
        children: [
          { tag: 'li', children: [{ text: 'a' }] },
          { tag: 'li', children: [{ text: 'b' }] },
        ],
      },
      { tag: 'script', children: [{ text: 'if (a<b) x("</p>")' }] },
    ]);
  });

  it('ignores a stray end tag and closes what the input leaves open', () => {
    expect(parseHtml('</div><b>bold <i>both')).toMatchObject([
      { tag: 'b', children: [{ text: 'bold ' }, { tag: 'i', children: [{ text: 'both' }] }] },
    ]);
  });

  it('decodes references safely', () => {
    expect(decodeEntities('&unknown; &#0; &#xD800; &#65;')).toBe('&unknown; \ufffd \ufffd A');
  });
});

describe('richTextUrl', () => {
  it('takes http(s) and site paths only', () => {
    expect(richTextUrl(' https://a.example/x.png ')).toBe('https://a.example/x.png');
    expect(richTextUrl('HTTP://a.example')).toBe('HTTP://a.example');
    expect(richTextUrl('/api/uploads/2026/11/a.png')).toBe('/api/uploads/2026/11/a.png');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\nscript:alert(1)',
      ' javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example/x',
      '/\\evil.example/x',
      'https:/\\evil',
      'x/y.png',
      '',
      null,
      undefined,
    ]) {
      expect(richTextUrl(bad), String(bad)).toBeUndefined();
    }
  });
});

describe('cleanRichText', () => {
  const clean = (html: string) => {
    const out = cleanRichText(html);
    // Safe by construction: cleaning again changes nothing.
    expect(cleanRichText(out)).toBe(out);
    return out;
  };

  it('keeps the allowed markup, renames headings and puts rows in a tbody', () => {
    expect(
      clean(
        '<h1>Title</h1><p>A <strong>b</strong> &amp; c</p><table><tr><td colspan="2">c</td></tr></table>' +
          '<ul> <li>x</li> </ul><img src="/api/uploads/a.png" alt="pic"><a href="https://a.example/p">go</a>',
      ),
    ).toBe(
      '<h3>Title</h3><p>A <strong>b</strong> &amp; c</p><table><tbody><tr><td colspan="2">c</td></tr></tbody></table>' +
        '<ul><li>x</li></ul><img src="/api/uploads/a.png" alt="pic"><a href="https://a.example/p">go</a>',
    );
  });

  it('drops scripts, styles, frames, forms and their content', () => {
    expect(
      clean(
        '<script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><form><input></form>' +
          '<svg><script>z</script></svg><noscript><img src=x></noscript><p>ok</p><SCRIPT>alert(2)</SCRIPT>',
      ),
    ).toBe('<p>ok</p>');
  });

  it('drops every handler, style and class, and unsafe addresses', () => {
    const out = clean(
      '<img src=x onerror=alert(1)><img src="javascript:alert(1)"><img src="data:image/svg+xml,<svg onload=alert(1)>">' +
        '<a href="javascript:alert(1)" onclick="x">link</a><p style="color:red" class="c" onmouseover="y">t</p>' +
        '<a href=" jAvAsCrIpT:alert(1)">j</a><td colspan="2 onclick=x">z</td>',
    );
    expect(out).not.toMatch(/alert|onerror|onclick|onmouse|style|class|javascript|data:/i);
    // The svg address ends the tag at its first ">": the rest is text, escaped.
    expect(out).toBe('&quot;&gt;link<p>t</p>j<td>z</td>');
  });

  it('escapes every text and attribute', () => {
    expect(clean('a < b &lt;script&gt;alert(1)&lt;/script&gt; "q" \'s\'')).toBe(
      'a &lt; b &lt;script&gt;alert(1)&lt;/script&gt; &quot;q&quot; &#39;s&#39;',
    );
    expect(clean(`<img src="/a.png?x=1&amp;y=&quot;2&quot;" alt='say "hi" & <b'>`)).toBe(
      '<img src="/a.png?x=1&amp;y=&quot;2&quot;" alt="say &quot;hi&quot; &amp; &lt;b">',
    );
    // A quote that breaks out of an attribute ends in text, escaped.
    expect(clean('<img src="/a.png" alt="a&quot;><script>alert(1)</script>">')).toBe(
      '<img src="/a.png" alt="&quot;a&quot;">&quot;&gt;',
    );
  });

  it('closes unclosed tags, ignores stray ends, and drops comments and doctypes', () => {
    expect(clean('<!doctype html><!-- <script>alert(1)</script> --><p><b>bold <i>both</p></div>')).toBe(
      '<p><b>bold <i>both</i></b></p>',
    );
    expect(clean('<p>a<!-- unterminated <script>alert(1)</script>')).toBe('<p>a</p>');
    expect(clean('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
    expect(clean('<img src="/a.png" alt="x"')).toBe('&lt;img src=&quot;/a.png&quot; alt=&quot;x&quot;');
  });

  it('decodes entities once and escapes them back', () => {
    expect(clean('&#60;script&#62;&#x3C;b&#x3E; &nbsp;')).toBe('&lt;script&gt;&lt;b&gt; \u00a0');
    expect(clean('<a href="&#106;avascript:alert(1)">x</a>')).toBe('x');
  });

  it("keeps unknown tags' text but not the tags, and an empty input is empty", () => {
    expect(clean('<font color=red>red</font><custom-el x=1>y</custom-el>')).toBe('redy');
    expect(clean('   ')).toBe('');
  });
});

describe('richTextImages', () => {
  it('lists the kept pictures of rich text once each, nested ones too, dropped ones not', () => {
    const a = '/api/uploads/2026/11/' + 'a'.repeat(32) + '.png';
    expect(
      richTextImages(
        `<p><img src="${a}"><b><img src=" https://x.example/b.png "></b></p><img src="javascript:1">` +
          `<img src="${a}"><script><img src="/hidden.png"></script>`,
      ),
    ).toEqual([a, 'https://x.example/b.png']);
    expect(richTextImages('')).toEqual([]);
    expect(richTextImages('<p>no pictures</p>')).toEqual([]);
  });
});
