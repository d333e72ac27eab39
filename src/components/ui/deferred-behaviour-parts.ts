// The deferred behaviours' code, one chunk loaded by deferred-behaviours.tsx.
export { FocusLabelForwarding } from './focus-label-forwarding.tsx';
export { ScrollRestoration } from './scroll-restoration.tsx';
