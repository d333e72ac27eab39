/** §4.5: the query parameter that names the ticketing page to return to. Alone in its module, since every page reads it. */
export const RETURN_PARAM = 'return';
