// The CSP's third-party script origins (the page's Content-Security-Policy allows exactly these).
export { thirdPartyConnectOrigins, thirdPartyScriptOrigins } from './third-party-scripts.ts';
