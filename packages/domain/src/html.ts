// Rich text (product descriptions, issue 17): one HTML reader and one allow-list for the server and the
// browser. `parseHtml` reads a fragment into a plain tree, the same in Node and in a browser (the
// browser's DOMParser does not exist in Node, decisions/0038), so a server-rendered page carries the
// description and hydrates without a mismatch; nothing runs and no picture loads while reading. It reads
// what descriptions are made of: elements, attributes (quoted or not), text with character references,
// comments; the contents of script and style are skipped as raw text; void elements, the implied ends
// of p, li, tr, td and th and the implied tbody of a table's rows are handled; a stray end tag is
// ignored and open elements end with the input.
//
// The allow-list (`cleanRichTree`): the tags, attributes and addresses a description may hold; all else
// is dropped (script, style, frames, forms, every `on*` handler, `style`, classes, and any address that
// is not http(s) or a path of this site: no javascript:, no data:). A list of what is allowed, not of
// what is forbidden, so a new way of running code is not missed. The server stores a merchant's content
// as `cleanRichText` serialises it (every text and attribute escaped: safe by construction), and ui's
// RichText rebuilds React elements from the same cleaned tree (decisions/0061).

import { escapeHtml } from './seo.ts';

export interface HtmlText {
  type: 'text';
  text: string;
}

export interface HtmlElement {
  type: 'element';
  /** Lower case. */
  tag: string;
  /** Attribute names in lower case, values with their character references decoded. */
  attrs: Record<string, string>;
  children: HtmlNode[];
}

export type HtmlNode = HtmlText | HtmlElement;

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Elements whose content is text up to their end tag (never markup). */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
]);
/** An element that ends an open one of these when it starts (the parser's implied end tags, simplified). */
const IMPLIED_END: Record<string, readonly string[]> = {
  p: ['p'],
  li: ['li'],
  tr: ['tr', 'td', 'th'],
  td: ['td', 'th'],
  th: ['td', 'th'],
};
/** Block elements that end an open paragraph. */
const CLOSES_P = new Set([
  'div',
  'ul',
  'ol',
  'table',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
]);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes character references: the common named ones and every numeric one. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : '\ufffd';
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function readAttrs(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, name, dq, sq, bare] of text.matchAll(ATTR)) {
    const key = name!.toLowerCase();
    if (!(key in attrs)) attrs[key] = decodeEntities(dq ?? sq ?? bare ?? '');
  }
  return attrs;
}

/** The nodes of an HTML fragment. */
export function parseHtml(html: string): HtmlNode[] {
  const root: HtmlElement = { type: 'element', tag: '#root', attrs: {}, children: [] };
  const open: HtmlElement[] = [root];
  const top = () => open[open.length - 1]!;
  const addText = (text: string) => {
    if (!text) return;
    const siblings = top().children;
    const last = siblings[siblings.length - 1];
    if (last?.type === 'text') last.text += text;
    else siblings.push({ type: 'text', text });
  };
  const closeTo = (tag: string) => {
    for (let i = open.length - 1; i > 0; i--) {
      if (open[i]!.tag === tag) {
        open.length = i;
        return;
      }
    }
  };
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt < 0) {
      addText(decodeEntities(html.slice(at)));
      break;
    }
    addText(decodeEntities(html.slice(at, lt)));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      at = end < 0 ? html.length : end + 3;
      continue;
    }
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/.exec(html.slice(lt));
    if (!tag) {
      if (/^<[!?/]/.test(html.slice(lt))) {
        // A doctype, a processing instruction or a broken end tag: skipped to its `>`.
        const end = html.indexOf('>', lt);
        at = end < 0 ? html.length : end + 1;
      } else {
        addText('<');
        at = lt + 1;
      }
      continue;
    }
    at = lt + tag[0].length;
    const name = tag[2]!.toLowerCase();
    if (tag[1]) {
      closeTo(name);
      continue;
    }
    const rest = tag[3] ?? '';
    const element: HtmlElement = {
      type: 'element',
      tag: name,
      attrs: readAttrs(rest.replace(/\/\s*$/, '')),
      children: [],
    };
    if (IMPLIED_END[name]?.includes(top().tag)) open.pop();
    if (CLOSES_P.has(name) && top().tag === 'p') open.pop();
    if (name === 'tr' && top().tag === 'table') {
      // A row directly in a table goes into a tbody, as a browser's parser puts it (React's markup must
      // be the DOM the browser builds from it, or hydration fails).
      const body: HtmlElement = { type: 'element', tag: 'tbody', attrs: {}, children: [] };
      top().children.push(body);
      open.push(body);
    }
    top().children.push(element);
    if (RAW_TEXT.has(name)) {
      const end = html.toLowerCase().indexOf(`</${name}`, at);
      const text = html.slice(at, end < 0 ? html.length : end);
      if (text)
        element.children.push({
          type: 'text',
          text: name === 'textarea' || name === 'title' ? decodeEntities(text) : text,
        });
      const close = end < 0 ? -1 : html.indexOf('>', end);
      at = close < 0 ? html.length : close + 1;
      continue;
    }
    if (!VOID.has(name) && !/\/\s*$/.test(rest)) open.push(element);
  }
  return root.children;
}

/** Tags kept as they are (their children cleaned the same way). */
export const RICH_TEXT_TAGS: ReadonlySet<string> = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
  'a',
  'h3',
  'h4',
  'hr',
]);
/** Headings below a product page's own h2 sections: h1-h3 become h3, h4-h6 h4 (heading order stays right). */
export const RICH_TEXT_RENAMED: Readonly<Record<string, string>> = { h1: 'h3', h2: 'h3', h5: 'h4', h6: 'h4' };
/** Whole subtrees dropped, text included. */
export const RICH_TEXT_DROPPED: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'form',
  'svg',
  'math',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'select',
  'button',
  'head',
]);
/** The attributes each kept tag may carry (no other tag carries any). */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  img: ['src', 'alt'],
  a: ['href'],
  td: ['colspan'],
  th: ['colspan'],
};
/** Elements that hold no text of their own (whitespace there would be invalid DOM nesting). */
const STRUCTURAL = new Set(['table', 'thead', 'tbody', 'tr', 'ul', 'ol']);
/** Elements written without an end tag. */
const VOID_KEPT = new Set(['br', 'hr', 'img']);

/**
 * A link or picture address rich text may hold: http(s) or a path of this site ("/..."), trimmed;
 * anything else (javascript:, data:, a protocol-relative "//host", a relative "x/y") is undefined.
 */
export function richTextUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const url = value.trim();
  // No control characters or spaces inside an address: a browser would strip some and read another.
  if ([...url].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f)) return undefined;
  if (/^https?:\/\/[^/\\]/i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  return undefined;
}

function cleanNode(node: HtmlNode, parent: string): HtmlNode[] {
  if (node.type === 'text') return STRUCTURAL.has(parent) ? [] : [{ type: 'text', text: node.text }];
  if (RICH_TEXT_DROPPED.has(node.tag)) return [];
  const tag = RICH_TEXT_RENAMED[node.tag] ?? node.tag;
  const children = (own: string) => node.children.flatMap((child) => cleanNode(child, own));
  // An unknown tag gives up itself but keeps its content (as its parent's children).
  if (!RICH_TEXT_TAGS.has(tag)) return children(parent);
  if (tag === 'img') {
    const src = richTextUrl(node.attrs.src);
    if (!src) return [];
    return [{ type: 'element', tag, attrs: { src, alt: node.attrs.alt ?? '' }, children: [] }];
  }
  if (tag === 'a') {
    const href = richTextUrl(node.attrs.href);
    if (!href) return children(parent);
    return [{ type: 'element', tag, attrs: { href }, children: children(tag) }];
  }
  if (tag === 'br' || tag === 'hr') return [{ type: 'element', tag, attrs: {}, children: [] }];
  const attrs: Record<string, string> = {};
  const span = tag === 'td' || tag === 'th' ? node.attrs.colspan : undefined;
  if (span !== undefined && /^[1-9]\d{0,2}$/.test(span)) attrs.colspan = span;
  return [{ type: 'element', tag, attrs, children: children(tag) }];
}

/**
 * The allow-list applied to a parsed tree: only kept tags with their allowed attributes and safe
 * addresses (an `img` always has `src` and `alt`; an `a` always `href`), text as text.
 */
export function cleanRichTree(nodes: readonly HtmlNode[]): HtmlNode[] {
  return nodes.flatMap((node) => cleanNode(node, '#root'));
}

function serialise(node: HtmlNode): string {
  if (node.type === 'text') return escapeHtml(node.text);
  const attrs = Object.entries(node.attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  if (VOID_KEPT.has(node.tag)) return `<${node.tag}${attrs}>`;
  return `<${node.tag}${attrs}>${node.children.map(serialise).join('')}</${node.tag}>`;
}

/**
 * The picture addresses of rich text (`img src`, in order, each once), as `cleanRichText` keeps them: what
 * a form that stores rich text checks and claims as uploads.
 */
export function richTextImages(html: string): string[] {
  const found = new Set<string>();
  const walk = (nodes: readonly HtmlNode[]) => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      if (node.tag === 'img' && node.attrs.src) found.add(node.attrs.src);
      walk(node.children);
    }
  };
  if (html.trim()) walk(cleanRichTree(parseHtml(html)));
  return [...found];
}

/**
 * Rich text as stored: `html` read by `parseHtml`, cleaned by the allow-list and written back with
 * every text and attribute escaped, so what it returns holds nothing but the allowed markup whatever
 * `html` held. Cleaning what it returns changes nothing.
 */
export function cleanRichText(html: string): string {
  if (!html.trim()) return '';
  return cleanRichTree(parseHtml(html)).map(serialise).join('');
}
