// One module, so that deferred-behaviours.tsx gets both in one chunk, out of the first-load code.
export { FocusLabelForwarding } from './focus-label-forwarding.tsx';
export { ScrollRestoration } from './scroll-restoration.tsx';
