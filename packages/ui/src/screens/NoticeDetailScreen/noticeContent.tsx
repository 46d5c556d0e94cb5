// A notice's content as React elements. The server stores notices as HTML written by the mall's staff
// (`<p>…</p>`); it is never injected as HTML. It is parsed in an inert document (no scripts run, nothing
// loads) and rebuilt from an allow-list: text, paragraphs, line breaks, emphasis, lists, headings (one
// level below the page's title), quotes, links to web or site addresses and pictures. Everything else
// is dropped (script, style, forms, frames: with their content; unknown wrappers: keeping their text),
// and so is every attribute but a link's address and a picture's source and text. Plain text keeps its
// line breaks.
import { Fragment, type ReactNode } from 'react';

const TEXT_TAGS: Record<string, keyof React.JSX.IntrinsicElements> = {
  p: 'p',
  div: 'p',
  br: 'br',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  u: 'u',
  s: 's',
  del: 's',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  blockquote: 'blockquote',
  // The notice's title is the page's h1: the content's headings start one level below.
  h1: 'h2',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h4',
  h6: 'h4',
};

/** Dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'svg',
  'math',
  'noscript',
  'head',
  'title',
  'meta',
  'link',
  'base',
]);

/** A web address or a path of this site; anything else (javascript:, data:, vbscript: ...) is refused. */
export function safeUrl(value: string | null): string | null {
  const url = value?.trim() ?? '';
  if (url === '') return null;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return null;
}

function convert(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = () => [...element.childNodes].map(convert);
  if (tag === 'a') {
    const href = safeUrl(element.getAttribute('href'));
    if (!href) return <Fragment key={key}>{children()}</Fragment>;
    const external = /^https?:/i.test(href);
    return (
      <a
        key={key}
        href={href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
        className="text-info underline-offset-2 hover:underline"
      >
        {children()}
      </a>
    );
  }
  if (tag === 'img') {
    const src = safeUrl(element.getAttribute('src'));
    if (!src) return null;
    return (
      <img
        key={key}
        src={src}
        alt={element.getAttribute('alt') ?? ''}
        loading="lazy"
        className="my-2 block h-auto max-w-full rounded"
      />
    );
  }
  const Tag = TEXT_TAGS[tag];
  if (!Tag) return <Fragment key={key}>{children()}</Fragment>;
  if (Tag === 'br') return <br key={key} />;
  return <Tag key={key}>{children()}</Tag>;
}

/** Whether the text is HTML (a tag in it) rather than plain text. */
export function looksLikeHtml(content: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(content);
}

/** The content ready to render: plain text as paragraphs and line breaks, HTML through the allow-list. */
export function noticeContent(content: string): ReactNode {
  if (!looksLikeHtml(content)) {
    return content
      .split(/\r?\n\s*\r?\n/)
      .filter((paragraph) => paragraph.trim() !== '')
      .map((paragraph, i) => (
        <p key={i}>
          {paragraph.split(/\r?\n/).map((line, j) => (
            <Fragment key={j}>
              {j > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </p>
      ));
  }
  // Outside a browser (a server render) there is no parser: the text alone, which React escapes.
  if (typeof DOMParser === 'undefined') return <p>{content.replace(/<[^>]*>/g, ' ').trim()}</p>;
  const doc = new DOMParser().parseFromString(content, 'text/html');
  return [...doc.body.childNodes].map(convert);
}
