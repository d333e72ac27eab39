/** The member area's home (§2.8 leaves routes to us; 'account' is a reserved segment). */
export const ACCOUNT_PATH = '/account/';
