// Routes of the member area (§2.8 leaves them to us): 'account' is a reserved segment.
export const ACCOUNT_PATH = '/account/';
