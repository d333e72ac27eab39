import { splitHref } from './href-parts.ts';
import { DEFAULT_FORM_METHOD, UTM_KEY_PREFIX } from './link-constants.ts';

export type FormMethod = 'post' | 'get';

export interface HiddenInput {
  name: string;
  value: string;
}

export interface FormDescription {
  /** The link's URL without its query, except its utm_* parameters, which stay on the URL. */
  action: string;
  method: FormMethod;
  hiddenInputs: HiddenInput[];
}

/**
 * §2.3 post protocol, §9.7: a link sent as a form submission. Method post by default; the link's
 * query parameters become hidden inputs; its UTM parameters are kept on the action URL, where
 * campaign tracking on the receiving side looks for them (with method get the browser would
 * replace the action's query, so there they also travel as hidden inputs). The fragment is kept.
 * Pass the href after carryUtmParams so the current page's campaign is included.
 */
export function describePostForm(href: string, method: FormMethod = DEFAULT_FORM_METHOD): FormDescription {
  const { beforeQuery, query, hash } = splitHref(href);
  const params = [...new URLSearchParams(query)];
  const isUtm = ([key]: [string, string]) => key.startsWith(UTM_KEY_PREFIX);

  const keptOnAction = method === 'post' ? params.filter(isUtm) : [];
  const asInputs = method === 'post' ? params.filter((entry) => !isUtm(entry)) : params;
  const actionQuery = new URLSearchParams(keptOnAction).toString();

  return {
    action: `${beforeQuery}${actionQuery ? `?${actionQuery}` : ''}${hash}`,
    method,
    hiddenInputs: asInputs.map(([name, value]) => ({ name, value })),
  };
}
