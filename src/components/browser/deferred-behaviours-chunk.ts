// One module, so that deferred-behaviours.tsx gets them in one chunk, out of the first-load code.
export { FocusLabelForwarding } from './focus-label-forwarding.tsx';
export { ScrollRestoration } from './scroll-restoration.tsx';
export { OfflineBehaviours } from '../offline/offline-behaviours.tsx';
