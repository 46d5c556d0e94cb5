// The description (RichText): the same safe markup in Node as in a browser, whatever the description
// holds (the reader and the allow-list are domain html.ts's, tested there).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText.tsx';

const render = (html: string) =>
  renderToStaticMarkup(createElement(RichText, { html }))
    .replace(/^<div data-part="rich-text"[^>]*>/, '')
    .replace(/<\/div>$/, '');

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

it('drops data: addresses and protocol-relative ones', () => {
  expect(render('<img src="data:image/png;base64,AAAA"><a href="//evil.example/x">t</a>')).toBe('t');
});
