import 'server-only';
import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

// Server-drawn regions React has no behaviour for (poster grids, a showtime browser's day strip, filters and day
// panels, which a plain-DOM controller drives) are sent as HTML that React neither decodes from the page's RSC payload
// nor hydrates: docs/decisions/0044-framework-cost-on-the-reference-phone.md. React's own string renderer cannot be
// imported where server components run, so this draws the small subset those regions use, byte for byte as React
// would, and refuses anything else rather than drawing it wrong. This HTML bypasses React's guards, so it refuses
// what could run script (event handler attributes, srcdoc, formaction) and blocks javascript: addresses as React does.

const VOID_ELEMENTS = new Set([
  'area',
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

/** React prop names whose HTML attribute is spelled differently; other camelCase names are refused. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  fetchPriority: 'fetchPriority',
  tabIndex: 'tabindex',
  srcSet: 'srcset',
  crossOrigin: 'crossorigin',
  referrerPolicy: 'referrerpolicy',
  dateTime: 'datetime',
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

export class UnsupportedMarkupError extends Error {}

/** React's own guard, kept here because this HTML bypasses React: a javascript: address is never written. */
const JAVASCRIPT_URL =
  /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
const BLOCKED_URL = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'data']);
/** Attributes that hold script or an address React does not check: refused whatever their spelling. */
const SCRIPT_ATTRIBUTES = /^(on.+|srcdoc|formaction)$/i;
/** Attributes React writes from a boolean only (a string would be drawn differently); download also takes a name. */
const BOOLEAN_ATTRIBUTES = new Set([
  'hidden',
  'checked',
  'disabled',
  'selected',
  'multiple',
  'required',
  'open',
  'inert',
]);

function attributeName(prop: string): string {
  if (SCRIPT_ATTRIBUTES.test(prop)) {
    throw new UnsupportedMarkupError(`static markup: the attribute "${prop}" could run script`);
  }
  if (prop in ATTRIBUTE_NAMES) return ATTRIBUTE_NAMES[prop]!;
  if (/^(data|aria)-[a-z0-9-]+$/.test(prop) || /^[a-z]+$/.test(prop)) return prop;
  throw new UnsupportedMarkupError(`static markup: no HTML attribute for the prop "${prop}"`);
}

function attributes(type: string, props: Record<string, unknown>): string {
  let text = '';
  for (const [prop, value] of Object.entries(props)) {
    if (prop === 'children' || prop === 'key' || value === undefined || value === null) continue;
    if (prop === 'style' || prop === 'dangerouslySetInnerHTML' || prop === 'ref' || /^on[A-Z]/.test(prop)) {
      throw new UnsupportedMarkupError(`static markup: the prop "${prop}" needs React on the page`);
    }
    const name = attributeName(prop);
    const textual = /^(data|aria)-/.test(name);
    if (BOOLEAN_ATTRIBUTES.has(name) !== (typeof value === 'boolean') && !textual && name !== 'download') {
      throw new UnsupportedMarkupError(
        `static markup: the prop "${prop}" takes ${BOOLEAN_ATTRIBUTES.has(name) ? 'a' : 'no'} boolean`,
      );
    }
    // React writes a boolean on a data- or aria- attribute as text; on others, true as the attribute alone, false not.
    if (typeof value === 'boolean') {
      if (textual) text += ` ${name}="${value}"`;
      else if (value) text += ` ${name}=""`;
    } else if (URL_ATTRIBUTES.has(name) && (typeof value === 'string' || typeof value === 'number')) {
      const url = String(value);
      // As React: an empty address is left out (it would load the page again), but on a link, where it names the page.
      if (url === '' && !(name === 'href' && type === 'a') && name !== 'action') continue;
      // As React: a javascript: address is replaced by one that does nothing.
      text += ` ${name}="${escapeHtml(JAVASCRIPT_URL.test(url) ? BLOCKED_URL : url)}"`;
    } else if (typeof value === 'string' || typeof value === 'number')
      text += ` ${name}="${escapeHtml(String(value))}"`;
    else throw new UnsupportedMarkupError(`static markup: the prop "${prop}" is not text`);
  }
  return text;
}

/**
 * The HTML React would draw for `node`, made of host elements, fragments and server components (called here, awaited
 * when async). A client component, a context or any prop needing React on the page throws UnsupportedMarkupError.
 */
export async function staticMarkup(node: ReactNode): Promise<string> {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return escapeHtml(String(node));
  if (Array.isArray(node)) return (await Promise.all(node.map((child: ReactNode) => staticMarkup(child)))).join('');
  if (node instanceof Promise) return staticMarkup(await node);
  if (!isValidElement(node)) throw new UnsupportedMarkupError('static markup: not a React node');
  const element = node as ReactElement<Record<string, unknown>>;
  const { type, props } = element;
  if (type === Fragment) return staticMarkup(props.children as ReactNode);
  if (typeof type === 'string') {
    if (!/^[a-z][a-z0-9]*$/.test(type)) throw new UnsupportedMarkupError(`static markup: the element <${type}>`);
    const open = `<${type}${attributes(type, props)}>`;
    if (VOID_ELEMENTS.has(type)) return `${open.slice(0, -1)}/>`;
    return `${open}${await staticMarkup(props.children as ReactNode)}</${type}>`;
  }
  // A server component is a plain function; a client reference, a context or a lazy node is an object or carries
  // React's tags, and stays with React.
  if (typeof type === 'function' && (type as { $$typeof?: unknown }).$$typeof === undefined) {
    const rendered = (type as (props: Record<string, unknown>) => ReactNode | Promise<ReactNode>)(props);
    return staticMarkup(await rendered);
  }
  throw new UnsupportedMarkupError('static markup: a component that needs React on the page');
}
