import { moveRovingFocus } from '@/components/browser/roving-focus.ts';
import type { AccessibilityFeature, ShowtimeFormat } from '@/lib/catalog/types.ts';
import { localDateFromStarts, localDateIn } from '@/lib/catalog/zoned-time.ts';
import { carryUtmParamsOnto } from '@/components/ui/link/static-link-behaviours-utm.ts';
import { countText } from '@/lib/showtimes/count-text.ts';
import type { PluralForms } from '@/lib/text/plural.ts';
import { activeFilterCount, matchesFilters, type ShowtimeFilters } from '@/lib/showtimes/filters.ts';
import { isStillOffered, relativeDay, type RelativeDay, type ShowtimeVersion } from '@/lib/showtimes/showtime-view.ts';
import { chipDataOf, type DeferredDays } from './chip-data.ts';
import { chipItemFacts, dataSelector, readData, writeData } from './showtime-data-attributes.ts';
import { chipList, movieGroups } from './showtime-dom.ts';

// The behaviour of the showtime browser the server drew, with no component code. The day strip, the filters and the
// panels reach the page as HTML React does not hydrate; when a render changes that HTML React replaces the block, so
// the controller hands what the visitor chose (day, filters, focus) to the next one, which applies it to the new DOM.
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

/** A filter by its group and value (the checkbox's value). */
export interface FilterChoice {
  group: string;
  value: string;
}

/** What the visitor chose, handed from a controller to the next (or from a click before the first arrived). */
export interface ShowtimeState {
  /** The chosen day (YYYY-MM-DD); a day no longer in the strip falls back to the first. */
  date?: string | undefined;
  /** The checked filters; absent: the markup's own. A value no longer offered is dropped. */
  filters?: readonly FilterChoice[];
  /** The control that had focus when its block was replaced: a day's tab, or a filter. */
  focus?: { date: string } | FilterChoice;
}

export interface ShowtimeControllerOptions {
  /** §2.3 the visit is in embedding mode: booking links take their embedded variant. */
  embedding: boolean;
  /** What the visitor chose before: under a previous controller, or a day clicked before this one arrived. */
  state?: ShowtimeState | undefined;
  texts: ShowtimeTexts;
  /** The days the server did not draw. */
  later: DeferredDays;
}

const MINUTE = 60_000;

/** A showtime's list item, and a theater page's film. */
const SHOWTIME = `li${dataSelector('start')}`;
const FILM = `li${dataSelector('film')}`;
const FILTER_GROUP = dataSelector('filterGroup');

/**
 * Attaches the behaviour to a browser's root; returns the function that detaches it, which returns what the visitor
 * chose, read from the elements this controller attached to even when a render has since replaced them.
 */
export function attachShowtimes(root: HTMLElement, options: ShowtimeControllerOptions): () => ShowtimeState {
  const { texts, state = {} } = options;
  const tablist = root.querySelector<HTMLElement>('[role="tablist"]');
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const inputs = [...root.querySelectorAll<HTMLInputElement>(`${FILTER_GROUP} input`)];
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
    carryUtmParamsOnto(panel, window.location.search);
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
  /** The control focused last, kept while focus stays on it or is lost with its element (a replaced block). */
  let lastFocused: Element | null = null;
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget) {
      lastFocused = null;
      return;
    }
    // Focus to nowhere: a click on the page's background (the element stays), or the element removed.
    const left = event.target;
    queueMicrotask(() => {
      if (left instanceof Element && left.isConnected && document.activeElement !== left) lastFocused = null;
    });
  };
  const onFocusIn = (event: FocusEvent) => {
    lastFocused = event.target instanceof Element ? event.target : null;
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
  // The links of a block React replaced are the server's again: the visit's parameters go back on.
  carryUtmParamsOnto(root, window.location.search);
  if (state.filters) {
    for (const input of inputs) input.checked = state.filters.some((f) => isFilter(input, f));
  }
  const focused = tabOf(document.activeElement);
  const chosen = tabs.find((tab) => readData(tab, 'date') === state.date);
  // Attached again (renewed data), the day the visitor was looking at is drawn again at once.
  const start = (focused && tabs.includes(focused) ? focused : chosen) ?? selectedTab();
  const now = Date.now();
  nameDays(now);
  if (start) select(start);
  else refresh(now);
  // The other days are drawn when chosen, not ahead. Why: docs/decisions/0019-showtime-days-drawn-when-chosen.md
  // Said for tests and tools that wait for the browser to be interactive.
  writeData(root, 'controlled', '');

  root.addEventListener('click', onClick);
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  root.addEventListener('change', onChange);
  root.addEventListener('keydown', onKeyDown);
  // Focus lost with a replaced block goes to the same control in the new one (or the chosen day).
  if (state.focus && (document.activeElement === null || document.activeElement === document.body)) {
    const { focus } = state;
    const again =
      'date' in focus
        ? (tabs.find((tab) => readData(tab, 'date') === focus.date) ?? selectedTab())
        : (inputs.find((input) => isFilter(input, focus)) ??
          inputs.find((input) => input.tabIndex === 0 && filterOf(input).group === focus.group) ??
          selectedTab());
    again?.focus();
  }
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
    root.removeEventListener('focusout', onFocusOut);
    root.removeEventListener('change', onChange);
    root.removeEventListener('keydown', onKeyDown);
    // Only what this controller drew: the next one draws from its own data, and a day that has
    // become the first is the server's meanwhile.
    for (const content of drawn.values()) content?.remove();
    // Read from this controller's elements: still right when a render has replaced them (and moved focus away).
    const selected = selectedTab();
    const date = selected && readData(selected, 'date');
    const filters = inputs.filter((input) => input.checked).map(filterOf);
    const tab = tabOf(lastFocused);
    const filter = lastFocused instanceof HTMLInputElement && inputs.includes(lastFocused) ? lastFocused : null;
    const focus = tab && tabs.includes(tab) ? { date: readData(tab, 'date') ?? '' } : filter ? filterOf(filter) : null;
    return { date, filters, ...(focus ? { focus } : {}) };
  };
}

/** A filter checkbox's group and value. */
function filterOf(input: HTMLInputElement): FilterChoice {
  const group = input.closest(FILTER_GROUP);
  return { group: (group && readData(group, 'filterGroup')) ?? '', value: input.value };
}

const isFilter = (input: HTMLInputElement, choice: FilterChoice): boolean => {
  const own = filterOf(input);
  return own.group === choice.group && own.value === choice.value;
};

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

/**
 * Sets an element's text in its text node when it has one: where React draws the region itself (no drawStatic), it
 * keeps following that node.
 */
function setText(element: HTMLElement, text: string): void {
  const only = element.childNodes.length === 1 ? element.firstChild : null;
  if (only instanceof Text) only.data = text;
  else element.textContent = text;
}

/** A showtime past its grace period: a same-size tile that cannot be booked takes the place of its hidden links. */
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
    // The address as written: carryUtmParamsOnto, run next, adds the visit's utm parameters.
    writeData(anchor, 'linkHref', href);
    anchor.setAttribute('href', href);
    writeData(anchor, 'link', 'route');
    writeData(anchor, 'linkEvent', undefined);
    anchor.removeAttribute('target');
    anchor.removeAttribute('rel');
    anchor.removeAttribute('title');
    anchor.removeAttribute('aria-label');
    // The route opens in the same window: the words saying otherwise leave the accessible name.
    const suffix = anchor.querySelector<HTMLElement>(dataSelector('newWindow'));
    if (suffix) suffix.hidden = true;
  }
}
