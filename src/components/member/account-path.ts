/** The member area's home, in a module of its own: the header, on every page, needs only it. */
export const ACCOUNT_PATH = '/account/';
