// §2.3 action link: the in-app actions a configured link target can trigger. Adding an action is
// one name here plus a listener of the 'app:action' event where the feature lives.
export const APP_ACTIONS = ['openTheaterPicker'] as const;
export type AppActionName = (typeof APP_ACTIONS)[number];
