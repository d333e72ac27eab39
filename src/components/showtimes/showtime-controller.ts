import { moveRovingFocus } from '@/components/browser/roving-focus.ts';
import type { AccessibilityFeature, ShowtimeFormat } from '@/lib/catalog/types.ts';
import { localDateFromStarts, localDateIn } from '@/lib/catalog/zoned-time.ts';
import { carryUtmParams } from '@/lib/links/utm.ts';
import { countText } from '@/lib/showtimes/count-text.ts';
import type { PluralForms } from '@/lib/text/plural.ts';
import { activeFilterCount, matchesFilters, type ShowtimeFilters } from '@/lib/showtimes/filters.ts';
import { isStillOffered, relativeDay, type RelativeDay, type ShowtimeVersion } from '@/lib/showtimes/showtime-view.ts';
import { chipDataOf, type DeferredDays } from './chip-data.ts';
import { chipItemFacts, dataSelector, readData, writeData } from './showtime-data-attributes.ts';
import { chipList, movieGroups } from './showtime-dom.ts';

// The behaviour of the showtime browser the server drew, with no component code. Of the server's elements it only
// sets attributes and adds a tile to a started showtime, so React's later updates still match.
// Why: docs/decisions/0018-showtime-browser-drawn-by-the-server.md

export interface ShowtimeTexts {
  locale: string;
  relativeDays: Record<RelativeDay, string>;
  resultCount: PluralForms;
  noMatch: string;
  started: string;
  /** The theater's zone: "today" is the browser's today there. Absent: days keep their dates. */
  timeZone?: string;
  /** When the theater's days around the strip begin: "today" without a DateTimeFormat. */
  // Why: docs/decisions/0020-showtime-today-from-day-starts.md
  dayStarts?: { first: string; starts: number[] };
}

export interface ShowtimeControllerOptions {
  /** §2.3 the visit is in embedding mode: booking links take their embedded variant. */
  embedding: boolean;
  /** A day chosen before the controller arrived. */
  pendingDay?: string | undefined;
  texts: ShowtimeTexts;
  /** The days the server did not draw. */
  later: DeferredDays;
}

const MINUTE = 60_000;

/** A showtime's list item, and a theater page's film. */
const SHOWTIME = `li${dataSelector('start')}`;
const FILM = `li${dataSelector('film')}`;
const FILTER_GROUP = dataSelector('filterGroup');

/** Attaches the behaviour to a browser's root; returns the function that detaches it. */
export function attachShowtimes(root: HTMLElement, options: ShowtimeControllerOptions): () => void {
  const { texts } = options;
  const tablist = root.querySelector<HTMLElement>('[role="tablist"]');
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const status = root.querySelector<HTMLElement>(dataSelector('count'));
  const clear = root.querySelector<HTMLButtonElement>(dataSelector('clearFilters'));
  const panelOf = (tab: HTMLElement) => document.getElementById(tab.getAttribute('aria-controls') ?? '');
  const selectedTab = () => tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? tabs[0];

  const filters = (): ShowtimeFilters => {
    const checked = (group: keyof ShowtimeFilters) =>
      [...root.querySelectorAll<HTMLInputElement>(`${dataSelector('filterGroup', group)} input:checked`)].map(
        (i) => i.value,
      );
    return {
      versions: checked('versions') as ShowtimeVersion[],
      formats: checked('formats') as ShowtimeFormat[],
      accessibility: checked('accessibility') as AccessibilityFeature[],
    };
  };

  /** Which showtimes the filters keep, which started, and the selected day's count. */
  const refresh = (now: number) => {
    const chosen = filters();
    for (const item of root.querySelectorAll<HTMLElement>(SHOWTIME)) {
      const facts = chipItemFacts(item);
      item.hidden = !matchesFilters(facts, chosen);
      if (!isStillOffered(facts.startsAtMs, now))
        closeStarted(item, texts.started, options.later.texts.classes.closedChip);
    }
    for (const film of root.querySelectorAll<HTMLElement>(FILM)) {
      film.hidden = film.querySelector(`${SHOWTIME}:not([hidden])`) === null;
    }
    if (clear) clear.hidden = activeFilterCount(chosen) === 0;
    const tab = selectedTab();
    const panel = tab ? panelOf(tab) : null;
    const count = panel
      ? [...panel.querySelectorAll<HTMLElement>(`${SHOWTIME}:not([hidden])`)].filter(
          (item) => readData(item, 'closed') !== 'started',
        ).length
      : 0;
    if (status) status.textContent = countText(count, texts);
  };

  /** §2.2 "today" and "tomorrow" by the browser's clock, in the day strip and the links' names. */
  const nameDays = (now: number) => {
    if (!texts.timeZone) return;
    const { dayStarts } = texts;
    const today =
      (dayStarts && localDateFromStarts(now, dayStarts.first, dayStarts.starts)) ??
      localDateIn(new Date(now), texts.timeZone);
    for (const tab of tabs) {
      const relative = relativeDay(readData(tab, 'date') ?? '', today);
      const name = relative ? texts.relativeDays[relative] : (readData(tab, 'label') ?? '');
      if (tab.textContent === name) continue;
      setText(tab, name);
      for (const word of panelOf(tab)?.querySelectorAll<HTMLElement>(dataSelector('dayWord')) ?? [])
        setText(word, name);
    }
  };

  /** What this controller drew, by panel (null: the day had nothing to draw). */
  const drawn = new Map<HTMLElement, Element | null>();
  const draw = (tab: HTMLElement) => {
    const panel = panelOf(tab);
    // The server drew the first day; any other is drawn once.
    if (!panel || drawn.has(panel) || panel.childElementCount > 0) return;
    const content = dayContent(tab, options.later);
    drawn.set(panel, content);
    if (!content) return;
    panel.append(content);
    if (options.embedding) takeEmbeddedVariants(panel);
    carryUtmParamsOnto(panel);
    refresh(Date.now());
  };

  const select = (chosen: HTMLButtonElement) => {
    draw(chosen);
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = panelOf(tab);
      if (panel) panel.hidden = !selected;
    }
    refresh(Date.now());
  };

  const tabOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLButtonElement>('[role="tab"]') : null;

  const onClick = (event: MouseEvent) => {
    const tab = tabOf(event.target);
    if (tab && tabs.includes(tab)) select(tab);
    else if (clear && event.target instanceof Element && clear.contains(event.target)) {
      for (const input of root.querySelectorAll<HTMLInputElement>(`${FILTER_GROUP} input`)) input.checked = false;
      refresh(Date.now());
      // The button hides with nothing left to clear: focus goes to the filters rather than the page.
      root.querySelector<HTMLElement>(`${FILTER_GROUP} input[tabindex="0"]`)?.focus();
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    const tab = tabOf(event.target);
    if (tab && tabs.includes(tab)) {
      if (tab.getAttribute('aria-selected') !== 'true') select(tab);
      return;
    }
    // A filter group keeps one Tab stop: the filter focused last.
    const input = event.target instanceof HTMLInputElement ? event.target : null;
    const group = input?.closest(FILTER_GROUP);
    if (!input || !group) return;
    for (const other of group.querySelectorAll<HTMLInputElement>('input')) other.tabIndex = other === input ? 0 : -1;
  };
  const onChange = (event: Event) => {
    if (event.target instanceof HTMLInputElement && event.target.closest(FILTER_GROUP)) refresh(Date.now());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (tablist?.contains(target)) {
      moveRovingFocus(event, tablist, '[role="tab"]');
      return;
    }
    const group = target.closest(FILTER_GROUP);
    if (group) {
      moveRovingFocus(event, group, 'input', { vertical: true, homeEnd: true });
      return;
    }
    // A showtime: its booking link and its calendar action are one arrow apart.
    const item = target.closest(SHOWTIME);
    if (item) moveRovingFocus(event, item, 'a', { wrap: false, homeEnd: false });
  };

  if (options.embedding) takeEmbeddedVariants(root);
  const focused = tabOf(document.activeElement);
  const pending = tabs.find((tab) => readData(tab, 'date') === options.pendingDay);
  // Attached again (renewed data), the day the visitor was looking at is drawn again at once.
  const start = (focused && tabs.includes(focused) ? focused : pending) ?? selectedTab();
  const now = Date.now();
  nameDays(now);
  if (start) select(start);
  else refresh(now);
  // The other days are drawn when chosen, not ahead. Why: docs/decisions/0019-showtime-days-drawn-when-chosen.md
  // Said for tests and tools that wait for the browser to be interactive.
  writeData(root, 'controlled', '');

  root.addEventListener('click', onClick);
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('change', onChange);
  root.addEventListener('keydown', onKeyDown);
  // Each minute: what started since, and the day's names after midnight.
  let timer = 0;
  const tick = () => {
    const time = Date.now();
    nameDays(time);
    refresh(time);
    timer = window.setTimeout(tick, MINUTE - (time % MINUTE));
  };
  timer = window.setTimeout(tick, MINUTE - (now % MINUTE));

  return () => {
    writeData(root, 'controlled', undefined);
    window.clearTimeout(timer);
    root.removeEventListener('click', onClick);
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('change', onChange);
    root.removeEventListener('keydown', onKeyDown);
    // Only what this controller drew: the next one draws from its own data, and a day that has
    // become the first is the server's meanwhile.
    for (const content of drawn.values()) content?.remove();
  };
}

/** A day the server left empty, as the server would draw it (null: no showtime), named as the strip names it now. */
function dayContent(tab: HTMLElement, later: DeferredDays): Element | null {
  const date = readData(tab, 'date') ?? '';
  const chips = later.showtimes
    .filter((showtime) => showtime.date === date)
    .map((showtime) => chipDataOf(showtime, later.words));
  const context = { day: tab.textContent ?? date, tail: later.tail };
  return later.kind === 'films'
    ? movieGroups(chips, later.movies ?? {}, later.texts, context)
    : chipList(chips, later.texts, context);
}

/** §2.3 the visit's utm parameters on a drawn day's links, as StaticLinkBehaviours carries them onto the server's. */
function carryUtmParamsOnto(scope: HTMLElement): void {
  for (const anchor of scope.querySelectorAll<HTMLAnchorElement>(
    `a${dataSelector('link')}:not(${dataSelector('linkHref')})`,
  )) {
    const written = anchor.getAttribute('href') ?? '';
    writeData(anchor, 'linkHref', written);
    anchor.setAttribute('href', carryUtmParams(written, window.location.search));
  }
}

/** Sets an element's text in its own text node when it has one (React's, which keeps following it). */
function setText(element: HTMLElement, text: string): void {
  const only = element.childNodes.length === 1 ? element.firstChild : null;
  if (only instanceof Text) only.data = text;
  else element.textContent = text;
}

/** A showtime past its grace period: a same-size tile that cannot be booked takes the place of its links (React's). */
function closeStarted(item: HTMLElement, startedWord: string, closedChipClass: string): void {
  if (readData(item, 'closed') === 'started') return;
  writeData(item, 'closed', 'started');
  for (const child of item.children) (child as HTMLElement).hidden = true;
  // Without an address, not only out of sight: nothing can follow or count them as bookable.
  for (const link of item.querySelectorAll('a[href]')) link.removeAttribute('href');
  const tile = document.createElement('span');
  tile.className = closedChipClass;
  const time = document.createElement('span');
  time.className = 'font-bold';
  const facts = chipItemFacts(item);
  time.textContent = facts.time;
  const detail = document.createElement('span');
  detail.className = 'text-xs';
  detail.textContent = [startedWord, facts.detail].filter(Boolean).join(' · ');
  tile.append(time, detail);
  item.append(tile);
}

/** §2.3 a visit in embedding mode books through the site's booking route, in the same window. */
function takeEmbeddedVariants(scope: HTMLElement): void {
  for (const anchor of scope.querySelectorAll<HTMLAnchorElement>(`a${dataSelector('embeddedHref')}`)) {
    if (anchor.closest(dataSelector('closed'))) continue;
    const href = readData(anchor, 'embeddedHref') ?? '';
    // As StaticLinkBehaviours keeps it: the written address, and the visit's utm parameters carried.
    writeData(anchor, 'linkHref', href);
    anchor.setAttribute('href', carryUtmParams(href, window.location.search));
    writeData(anchor, 'link', 'route');
    writeData(anchor, 'linkEvent', undefined);
    anchor.removeAttribute('target');
    anchor.removeAttribute('rel');
    anchor.removeAttribute('title');
    anchor.removeAttribute('aria-label');
    // Hidden rather than removed (React's element): out of the accessible name either way.
    const suffix = anchor.querySelector<HTMLElement>(dataSelector('newWindow'));
    if (suffix) suffix.hidden = true;
  }
}
