// A small HTML reader for the product description (mall/ProductPage/RichText.tsx): the same
// tree on the server and in the browser, so a server-rendered page carries the description and hydrates
// without a mismatch (the browser's DOMParser does not exist in Node, decisions/0038). It is not a
// sanitiser and need not be one: RichText rebuilds React elements from an allowlist of tags and
// attributes and React escapes every text, so whatever this reads, nothing it returns can run. It reads
// what descriptions are made of: elements, attributes (quoted or not), text with character references,
// comments; the contents of script and style are skipped as raw text; void elements, the implied ends
// of p, li, tr, td and th and the implied tbody of a table's rows are handled; a stray end tag is ignored and open elements end with the input.

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
