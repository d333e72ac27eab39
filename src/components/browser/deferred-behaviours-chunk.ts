// What deferred-behaviours.tsx loads once the browser is idle: scroll restoration and focus
// forwarding from a label. One module, so that both arrive in one chunk, out of the first-load code.
export { FocusLabelForwarding } from './focus-label-forwarding.tsx';
export { ScrollRestoration } from './scroll-restoration.tsx';
