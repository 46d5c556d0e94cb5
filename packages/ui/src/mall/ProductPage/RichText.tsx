// The product description (`content`) is HTML the server stored cleaned (domain html.ts `cleanRichText`:
// merchants' content, the seed's). It is NOT put in the page with innerHTML: it is read into a plain tree
// (domain html.ts `parseHtml`: nothing runs and no picture loads while reading; the same tree on the
// server and in the browser, so a server-rendered page carries it), cleaned again by the same allow-list
// (`cleanRichTree`: tags, attributes and addresses; no script, style, frames, forms, `on*` handlers,
// classes, nor any address that is not http(s) or a site path) and rebuilt as React elements. Text is
// always inserted as text, so even a defect in the list cannot run code. A list of what is allowed
// cannot miss a new way of running code the way a list of what is forbidden can.
import { createElement, useMemo, type ReactNode } from 'react';
import { cleanRichTree, parseHtml, type HtmlNode } from '@mall/domain';
import { cn } from '../../lib/cn.ts';

function rebuild(node: HtmlNode, key: number): ReactNode {
  if (node.type === 'text') return node.text;
  const { tag, attrs } = node;
  const children = node.children.map((child, i) => rebuild(child, i));
  if (tag === 'img') return createElement('img', { key, src: attrs.src, alt: attrs.alt, loading: 'lazy' });
  if (tag === 'a') {
    return createElement('a', { key, href: attrs.href, rel: 'noopener noreferrer nofollow' }, ...children);
  }
  if (tag === 'br' || tag === 'hr') return createElement(tag, { key });
  return createElement(
    tag,
    { key, ...(attrs.colspan ? { colSpan: Number(attrs.colspan) } : {}) },
    ...children,
  );
}

/** The description's HTML as safe React elements (see the file's comment). */
export function richTextNodes(html: string): ReactNode[] {
  if (!html.trim()) return [];
  return cleanRichTree(parseHtml(html)).map((node, i) => rebuild(node, i));
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
