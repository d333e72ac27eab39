import { splitHref } from './href-parts.ts';
import { DEFAULT_FORM_METHOD, UTM_KEY_PREFIX } from './link-constants.ts';

export type FormMethod = 'post' | 'get';

export interface HiddenInput {
  name: string;
  value: string;
}

export interface FormDescription {
  action: string;
  method: FormMethod;
  hiddenInputs: HiddenInput[];
}

/** §2.3, §9.7: the query becomes hidden inputs, but a post keeps utm_* on the action, where campaign tracking looks. */
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
