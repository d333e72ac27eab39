import type { AppActionName } from '../events/app-actions.ts';

// §2.3 action link: a link target taken from a configured list triggers an in-app action instead
// of navigating. The list maps an href, exactly as an editor writes it, to an action name.

export type ActionLinkTargets = Readonly<Record<string, AppActionName>>;

/** The list the site ships with; a site configuration can replace it (configuration.actionLinkTargets). */
export const DEFAULT_ACTION_LINK_TARGETS: ActionLinkTargets = { '#theater-picker': 'openTheaterPicker' };

export function actionForLinkTarget(href: string, targets: ActionLinkTargets): AppActionName | null {
  return Object.hasOwn(targets, href) ? (targets[href] ?? null) : null;
}
