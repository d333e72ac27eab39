// §2.3 action link targets; a new action is a name here plus an 'app:action' listener where the feature lives.
export const APP_ACTIONS = ['openTheaterPicker'] as const;
export type AppActionName = (typeof APP_ACTIONS)[number];
