import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useSearchEngine, useSearchResults } from '../../src/client/search/use-search.js';
import { countText, HitContent, LoadError, SearchIcon, type SearchStrings } from './SearchHits.js';

export interface SearchBoxProps {
  /** The search page; the box is a plain GET form to it, so it works without JavaScript. */
  action: string;
  manifest: string;
  strings: SearchStrings;
  /** The box's element ids; a second box on the page (a splash page's hero) needs its own. */
  id?: string;
  /** `/` and Ctrl/⌘+K focus this box: only one box on a page may take them (the navbar's). */
  shortcuts?: boolean;
  /** The form is the page's search landmark; a second box is not (two of one name would be ambiguous). */
  landmark?: boolean;
}

const LIMIT = 8;

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The navbar search (and a splash hero's): a combobox whose listbox shows results as the reader types.
 * `/` and Ctrl/⌘+K focus the navbar's; the engine and the index download on first focus.
 */
export function SearchBox({
  action,
  manifest,
  strings,
  id = 'search-box',
  shortcuts = true,
  landmark = true,
}: SearchBoxProps) {
  // Ids come from props, not useId: they must match between the server render and the hydration.
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const engine = useSearchEngine(manifest);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const { answer, retry } = useSearchResults(engine.searcher, query, LIMIT);
  const results = query.trim() === '' ? undefined : answer?.results;
  const hits = results?.hits ?? [];
  const expanded = open && (query.trim() !== '' || engine.status === 'error');
  // Busy while the list still shows an earlier query's hits or this query's are still arriving.
  const busy = results !== undefined && (answer?.query !== query.trim() || !results.complete);

  useEffect(() => {
    if (!shortcuts) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      const k = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
      if (!slash && !k) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shortcuts]);

  // Hydration may follow the reader's focus or first letters: take them over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, at hydration, on purpose
  useEffect(() => {
    const box = input.current;
    if (!box || document.activeElement !== box) return;
    engine.load();
    setOpen(true);
    if (box.value !== '') setQuery(box.value);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // Closed, an arrow only opens the list again; open, it moves through the results.
      if (!expanded) setOpen(true);
      else if (hits.length > 0)
        setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (event.key === 'Enter' && expanded && hits[active]) {
      event.preventDefault();
      location.assign(hits[active].url);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: events bubble up from the input and list
    <div className="search-box" onBlur={onBlur}>
      {/* `<form role="search">` is the landmark screen readers announce (<search> is not yet read everywhere). */}
      <form
        className="search-form"
        {...(landmark ? { role: 'search', 'aria-label': strings.label } : {})}
        action={action}
        method="get"
        onSubmit={(event) => {
          // With nothing typed, the button opens the box (folded on phones) instead of an empty search.
          if (input.current?.value.trim() === '') {
            event.preventDefault();
            input.current.focus();
          }
        }}
      >
        <label className="visually-hidden" htmlFor={inputId}>
          {strings.label}
        </label>
        <input
          ref={input}
          id={inputId}
          className="search-input"
          // A combobox is a text input (ARIA APG pattern; HTML allows no combobox role on type=search);
          // the form's search role names the landmark, and inputMode/enterKeyHint keep the phone keyboard's search key.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          name="q"
          placeholder={strings.placeholder}
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && hits[active] ? `${id}-option-${active}` : undefined}
          onFocus={() => {
            engine.load();
            setOpen(true);
          }}
          onInput={(event) => {
            setQuery(event.currentTarget.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        <button className="search-submit icon-button" type="submit" aria-label={strings.label}>
          <SearchIcon />
        </button>
      </form>
      {/*
        Kept in the page while closed, so aria-controls always points somewhere; a press inside keeps focus in the box.
      */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: focus and key events bubble up from input and listbox */}
      <div
        className="search-panel"
        hidden={!expanded}
        onMouseDown={(event) => event.target instanceof HTMLButtonElement || event.preventDefault()}
      >
        {engine.status === 'error' ? (
          <LoadError
            strings={strings}
            onRetry={() => {
              engine.load();
              input.current?.focus();
            }}
          />
        ) : null}
        {results?.failed ? (
          <LoadError
            strings={strings}
            partial
            onRetry={() => {
              retry();
              input.current?.focus();
            }}
          />
        ) : null}
        {engine.status === 'loading' ? <p className="search-status">{strings.loading}</p> : null}
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: WAI-ARIA combobox pattern's listbox */}
        <ul className="search-hits" role="listbox" id={listId} aria-label={strings.results} aria-busy={busy}>
          {hits.map((hit, i) => (
            // The link itself is the option: an option holding a link would nest one control in another.
            <li key={hit.url} role="none" className="search-hit">
              <a
                id={`${id}-option-${i}`}
                role="option"
                aria-selected={i === active}
                href={hit.url}
                tabIndex={-1}
                onMouseMove={() => setActive(i)}
              >
                <HitContent hit={hit} />
              </a>
            </li>
          ))}
        </ul>
        {answer && results ? (
          <a className="search-all" href={`${action}?q=${encodeURIComponent(query.trim())}`}>
            {countText(strings, results, answer.query)}
          </a>
        ) : null}
      </div>
      <p className="visually-hidden" role="status">
        {expanded && answer && results?.complete ? countText(strings, results, answer.query) : ''}
      </p>
    </div>
  );
}
