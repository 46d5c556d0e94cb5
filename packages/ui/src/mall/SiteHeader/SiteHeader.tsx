import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type HTMLAttributes,
  type MouseEvent,
} from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { checkSearchTerm, paths, SEARCH_ERROR_MS } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { realClock, type Clock } from '../../lib/clock.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { identityHref, type HrefBuilder, type PcWebConfig } from '../SiteFooter/siteConfig.ts';

/** The timer functions the search message uses; stories pass a fake clock. */
export type SearchTimers = Pick<Clock, 'setTimeout' | 'clearTimeout'>;

const windowTimers: SearchTimers = realClock;

/** The product list address of a search term (spec section 2: `pn` product name, `st` tab type 0). */
export function searchPath(term: string): string {
  return paths.list({ pn: term, st: 0 });
}

/** A plain left click: anything else (new tab, new window) is left to the browser. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export interface SiteHeaderProps extends HTMLAttributes<HTMLElement> {
  /** The PC web config: the logo image (`pcLogoImg`) and its text (`pcLogoImgText`). */
  config?: PcWebConfig | null;
  /** Builds link addresses (the app adds the `/en` prefix). */
  href?: HrefBuilder;
  /** Called with the trimmed product name; never with an empty one. */
  onSearch?: (term: string) => void;
  /** The popular search words shown under the search box on PC. */
  hotWords?: readonly string[];
  /** The term the search box starts with (the list page passes its `pn`). */
  defaultTerm?: string;
  /** Accessible names of the navigation and search landmarks (defaults: "Main", "Product search"). */
  navLabel?: string;
  searchLabel?: string;
  /** Timers of the one-second "product name cannot be empty" message (default: the window's). */
  timers?: SearchTimers;
}

/**
 * The site header: logo, Home and All products links, the product search box with its empty-name rule
 * (spec section 5: the message shows for SEARCH_ERROR_MS and nothing is searched) and popular searches.
 */
export function SiteHeader({
  config,
  href = identityHref,
  onSearch,
  hotWords = [],
  defaultTerm = '',
  navLabel,
  searchLabel,
  timers = windowTimers,
  className,
  ...props
}: SiteHeaderProps) {
  const { t } = useLingui();
  const [term, setTerm] = useState(defaultTerm);
  const [emptyError, setEmptyError] = useState(false);
  const timer = useRef<unknown>(null);
  const errorId = useId();
  const hotId = useId();

  useEffect(
    () => () => {
      if (timer.current !== null) timers.clearTimeout(timer.current);
    },
    [timers],
  );

  const search = (raw: string) => {
    const checked = checkSearchTerm(raw);
    if (timer.current !== null) timers.clearTimeout(timer.current);
    if (checked.error) {
      setEmptyError(true);
      timer.current = timers.setTimeout(() => {
        timer.current = null;
        setEmptyError(false);
      }, SEARCH_ERROR_MS);
      return;
    }
    timer.current = null;
    setEmptyError(false);
    onSearch?.(checked.term);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(term);
  };

  const logoText = config?.pcLogoImgText?.trim() || t`Mall home`;
  const logoImg = config?.pcLogoImg?.trim();

  return (
    <header className={cn('border-b border-neutral-200 bg-neutral-0', className)} {...props}>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 md:flex-nowrap md:gap-x-8 md:px-4 md:py-5">
        <a
          href={href(paths.home())}
          className="flex h-8 shrink-0 items-center text-lg font-bold text-brand md:h-12 md:text-2xl"
        >
          {logoImg ? <img src={logoImg} alt={logoText} className="h-full w-auto" /> : logoText}
        </a>
        <nav aria-label={navLabel ?? t`Main`} className="order-3 w-full md:order-none md:w-auto">
          <ul className="m-0 flex list-none items-center gap-4 p-0 text-sm md:gap-6 md:text-md">
            <li>
              <a href={href(paths.home())} className="font-medium text-neutral-800 hover:text-brand">
                <Trans>Home</Trans>
              </a>
            </li>
            <li>
              <a href={href(paths.list({ st: 0 }))} className="font-medium text-neutral-800 hover:text-brand">
                <Trans>All products</Trans>
              </a>
            </li>
          </ul>
        </nav>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 md:ml-auto md:max-w-md">
          <form
            role="search"
            aria-label={searchLabel ?? t`Product search`}
            noValidate
            onSubmit={onSubmit}
            className="relative flex"
          >
            <Input
              type="search"
              label={t`Product name`}
              hideLabel
              placeholder={t`Search for products`}
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              aria-invalid={emptyError || undefined}
              aria-describedby={emptyError ? errorId : undefined}
              wrapperClassName="min-w-0 flex-1"
              className="h-9 rounded-r-none border-2 border-r-0 border-brand hover:border-brand md:h-10"
              enterKeyHint="search"
            />
            <Button type="submit" className="h-9 shrink-0 rounded-l-none px-4 md:h-10 md:px-6">
              <Trans>Search</Trans>
            </Button>
            {emptyError ? (
              <p
                id={errorId}
                role="alert"
                className="absolute top-full left-0 z-tooltip m-0 mt-1 rounded bg-neutral-800 px-3 py-1.5 text-sm text-neutral-0 shadow-md"
              >
                <Trans>Product name cannot be empty</Trans>
              </p>
            ) : null}
          </form>
          {hotWords.length > 0 ? (
            <div className="hidden items-center gap-2 text-xs md:flex">
              <span id={hotId} className="shrink-0 text-neutral-600">
                <Trans>Popular searches</Trans>
              </span>
              <ul aria-labelledby={hotId} className="m-0 flex min-w-0 list-none flex-wrap gap-x-3 p-0">
                {hotWords.map((word) => (
                  <li key={word}>
                    <a
                      href={href(searchPath(word))}
                      className="text-neutral-600 hover:text-brand"
                      onClick={(event) => {
                        if (!isPlainClick(event)) return;
                        event.preventDefault();
                        setTerm(word);
                        search(word);
                      }}
                    >
                      {word}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
    </header>
  );
}
