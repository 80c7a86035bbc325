import type { LargeBodies, LargeBodyRoute } from '../http/json-bodies';
import { IsIn, IsInt, IsIP, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { LOG_LEVELS } from '../logging/log-settings';
import { readMetricsPort } from '../metrics/metrics-settings';
import { parseTrustProxy, TrustProxySetting } from './trust-proxy';
import { validateEnvironment } from './validate-environment';

class ServerEnvironment {
  @IsOptional()
  @Min(1, { message: 'PORT must be a port number (1 to 65535)' })
  @Max(65535, { message: 'PORT must be a port number (1 to 65535)' })
  @IsInt({ message: 'PORT must be a port number (1 to 65535)' })
  PORT?: number;

  @IsOptional()
  @IsIP(undefined, { message: 'LISTEN_ADDRESS must be an IP address such as 127.0.0.1 (unset: every interface)' })
  LISTEN_ADDRESS?: string;

  @IsOptional()
  @Matches(/^\d+(?:b|kb|mb)?$/i, { message: 'BODY_LIMIT must be a size such as 5mb, 512kb or 1048576' })
  BODY_LIMIT?: string;

  @IsString()
  TRUST_PROXY: string = 'loopback, linklocal, uniquelocal';

  @Min(0, { message: 'SHUTDOWN_DRAIN_SECONDS must be 0 or more' })
  @Max(120, { message: 'SHUTDOWN_DRAIN_SECONDS must be at most 120' })
  @IsInt({ message: 'SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds' })
  SHUTDOWN_DRAIN_SECONDS: number = 5;

  @IsIn(['json', 'text'], { message: 'LOG_FORMAT must be "json" or "text"' })
  LOG_FORMAT: string = 'json';

  @IsIn(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL: string = 'info';
}

export interface ServerDefaults {
  port: number;
  /** Largest JSON body the service reads (an express size: '10kb', '5mb'). */
  bodyLimit: string;
}

export interface ServerSettings {
  port: number;
  /** The address to listen on; every interface (as in a container) unless LISTEN_ADDRESS is set. */
  listenAddress?: string;
  bodyLimit: string;
  /** Routes that alone may read up to bodyLimit, with a valid staff token; every other route gets a smaller limit. */
  largeBodies?: LargeBodies;
  /** Routes that take multipart/form-data (uploads) besides JSON; their handlers parse and limit it. */
  multipartRoutes?: LargeBodyRoute[];
  trustProxy: TrustProxySetting;
  /** After SIGTERM: how long readiness fails while requests are still served, before the server closes. */
  shutdownDrainMs: number;
  /** Where GET /metrics is served (METRICS_PORT, 9464 by default); undefined: no metrics server. */
  metricsPort?: number;
}

/** The HTTP settings every service reads: PORT, LISTEN_ADDRESS, BODY_LIMIT, TRUST_PROXY, SHUTDOWN_DRAIN_SECONDS, METRICS_PORT (and LOG_FORMAT, LOG_LEVEL are checked). */
export function readServerSettings(defaults: ServerDefaults, env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const values = validateEnvironment(ServerEnvironment, env);
  return {
    port: values.PORT ?? defaults.port,
    listenAddress: values.LISTEN_ADDRESS || undefined,
    bodyLimit: values.BODY_LIMIT ?? defaults.bodyLimit,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    shutdownDrainMs: values.SHUTDOWN_DRAIN_SECONDS * 1000,
    metricsPort: readMetricsPort(env),
  };
}
