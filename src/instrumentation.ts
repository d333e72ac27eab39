// Next's instrumentation hook, run once as the server starts: the OpenTelemetry SDK when an OTLP
// endpoint is configured (docs/operations.md, "Traces"); nothing is loaded otherwise.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { tracingConfigured } = await import('./server/tracing/tracing.ts');
  if (!tracingConfigured()) return;
  const { startTracing } = await import('./server/tracing/otel-setup.ts');
  startTracing();
}

// A request Next fails to render or answer is one next.request_error event (src/server/log).
export { onRequestError } from './server/log/request-error.ts';
