// The ad server's tag loaded directly (CUSTOM_WITHOUT_WRAPPER): nothing more than its load is recorded here.
/* global record, adServer */
record('ad-server', 'load', { apiReady: adServer.apiReady });
