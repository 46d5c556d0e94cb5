// lib/html.ts and the description built from it (RichText): the same safe markup in Node as in a
// browser, whatever the description holds.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { decodeEntities, parseHtml } from './html.ts';
import { RichText } from '../mall/ProductPage/RichText.tsx';

const render = (html: string) =>
  renderToStaticMarkup(createElement(RichText, { html }))
    .replace(/^<div data-part="rich-text"[^>]*>/, '')
    .replace(/<\/div>$/, '');

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

describe('the description', () => {
  it('keeps the allowed markup and text', () => {
    expect(
      render('<h1>Title</h1><p>A <strong>b</strong></p><table><tr><td colspan="2">c</td></tr></table>'),
    ).toBe(
      '<h3>Title</h3><p>A <strong>b</strong></p><table><tbody><tr><td colSpan="2">c</td></tr></tbody></table>',
    );
  });

  it('drops scripts, handlers, styles, frames and unsafe addresses', () => {
    const html = render(
      '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">link</a>' +
        '<p style="x" onclick="y">t</p><iframe src="https://evil"></iframe><svg><script>z</script></svg>' +
        '<img src="/api/img/1.svg" alt="ok"><a href="https://shop.example/p">go</a>',
    );
    expect(html).not.toMatch(/alert|onerror|onclick|style=|iframe|<svg|javascript/);
    expect(html).toBe(
      'link<p>t</p><img src="/api/img/1.svg" alt="ok" loading="lazy"/><a href="https://shop.example/p" rel="noopener noreferrer nofollow">go</a>',
    );
  });

  it('shows markup-like text as text', () => {
    expect(render('a < b &lt;script&gt;')).toBe('a &lt; b &lt;script&gt;');
  });
});
