import { readServerSettings } from '../config/server-settings';
import { readMetricsPort } from './metrics-settings';

describe('METRICS_PORT', () => {
  it('is 9464 unless set, the port the Kubernetes manifests scrape', () => {
    expect(readMetricsPort({})).toBe(9464);
    expect(readServerSettings({ port: 3000, bodyLimit: '1kb' }, {}).metricsPort).toBe(9464);
  });

  it('takes another port', () => {
    expect(readMetricsPort({ METRICS_PORT: '9500' })).toBe(9500);
  });

  it('turns the metrics server off when empty, 0 or off', () => {
    for (const off of ['', ' ', '0', 'off', 'OFF']) expect(readMetricsPort({ METRICS_PORT: off })).toBeUndefined();
  });

  it('refuses anything else with a readable message', () => {
    for (const wrong of ['abc', '70000', '-1', '94 64']) expect(() => readMetricsPort({ METRICS_PORT: wrong })).toThrow(/METRICS_PORT must be a port number/);
  });
});

describe('LOG_LEVEL', () => {
  it("refuses a level pino does not know", () => {
    expect(() => readServerSettings({ port: 3000, bodyLimit: '1kb' }, { LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/);
  });
});
