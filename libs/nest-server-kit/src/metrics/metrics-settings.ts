/** The port Prometheus scrapes when METRICS_PORT is not set (the Kubernetes manifests' `metrics` port). */
export const DEFAULT_METRICS_PORT = 9464;

/**
 * METRICS_PORT: unset means 9464; empty, `0` or `off` turns the metrics server off (the instrumentation
 * still runs, nothing listens). Anything else must be a port number.
 */
export function readMetricsPort(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = env.METRICS_PORT;
  if (value === undefined) return DEFAULT_METRICS_PORT;
  const trimmed = value.trim().toLowerCase();
  if (trimmed === '' || trimmed === '0' || trimmed === 'off') return undefined;
  const port = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || port < 1 || port > 65535) {
    throw new Error(`METRICS_PORT must be a port number (1 to 65535), or empty, 0 or off for no metrics server; got "${value}"`);
  }
  return port;
}
