// The product description (`content`) is HTML written by our own server's seed (and, later, merchants).
// It is NOT put in the page with innerHTML: it is read into a plain tree (lib/html.ts: nothing runs and no
// picture loads while reading; the same tree on the server and in the browser, so a server-rendered page
// carries it) and rebuilt as React elements from a small allowlist of tags and attributes. Everything else is dropped: <script>, <style>, <iframe>, forms, every `on*` handler, `style`,
// classes, and any link or picture address that is not http(s), a site path or an inline image. Text
// is always inserted as text, so even a defect in this list cannot run code. A safe subset rather than a
// sanitising library: the descriptions only need paragraphs, emphasis, lists, headings, tables and
// pictures, and a list of what is allowed cannot miss a new way of running code the way a list of
// what is forbidden can.
import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { parseHtml, type HtmlNode } from '../../lib/html.ts';

/** Tags kept as they are (their children rebuilt the same way). */
const KEPT = new Set([
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
/** Headings below the page's own h2 sections: h1-h3 become h3, h4-h6 h4 (heading order stays right). */
const RENAMED: Record<string, string> = { h1: 'h3', h2: 'h3', h5: 'h4', h6: 'h4' };
/** Whole subtrees dropped, text included. */
const DROPPED = new Set([
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
]);

/** A link or picture address we accept: http(s), a path of this site, or (pictures only) an inline image. */
export function safeUrl(value: string | null, kind: 'link' | 'image'): string | undefined {
  if (!value) return undefined;
  const url = value.trim();
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  if (kind === 'image' && /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(url)) return url;
  return undefined;
}

function rebuild(node: HtmlNode, key: number): ReactNode {
  if (node.type === 'text') return node.text;
  const element = node;
  const tag = element.tag;
  if (DROPPED.has(tag)) return null;
  // Table rows and sections hold no text (whitespace there would be invalid DOM nesting).
  const structural = ['table', 'thead', 'tbody', 'tr', 'ul', 'ol'].includes(tag);
  const children = element.children
    .filter((child) => !(structural && child.type === 'text'))
    .map((child, i) => rebuild(child, i));
  const name = RENAMED[tag] ?? tag;
  // An unknown tag gives up itself but keeps its content.
  if (!KEPT.has(name)) return createElement(Fragment, { key }, ...children);
  if (name === 'img') {
    const src = safeUrl(element.attrs.src ?? null, 'image');
    return src ? createElement('img', { key, src, alt: element.attrs.alt ?? '', loading: 'lazy' }) : null;
  }
  if (name === 'a') {
    const href = safeUrl(element.attrs.href ?? null, 'link');
    if (!href) return createElement(Fragment, { key }, ...children);
    return createElement('a', { key, href, rel: 'noopener noreferrer nofollow' }, ...children);
  }
  if (name === 'br' || name === 'hr') return createElement(name, { key });
  const span = name === 'td' || name === 'th' ? (element.attrs.colspan ?? null) : null;
  return createElement(
    name,
    { key, ...(span && /^\d+$/.test(span) ? { colSpan: Number(span) } : {}) },
    ...children,
  );
}

/** The description's HTML as safe React elements (see the file's comment). */
export function richTextNodes(html: string): ReactNode[] {
  if (!html.trim()) return [];
  return parseHtml(html).map((node, i) => rebuild(node, i));
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const nodes = useMemo(() => richTextNodes(html), [html]);
  return (
    <div
      data-part="rich-text"
      className={cn(
        'text-base break-words text-neutral-800 [&_a]:text-info [&_a]:underline [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-md [&_h3]:font-semibold [&_h4]:mt-3 [&_h4]:mb-1 [&_h4]:font-semibold [&_img]:mx-auto [&_img]:block [&_img]:h-auto [&_img]:max-w-full [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_table]:my-2 [&_table]:border-collapse [&_td]:border [&_td]:border-neutral-200 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-neutral-200 [&_th]:px-2 [&_th]:py-1 [&_ul]:list-disc',
        className,
      )}
    >
      {nodes}
    </div>
  );
}
