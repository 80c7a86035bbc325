import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '../..');

export interface ComposeImages {
  /** Services docker-compose.yml builds from the repository (their Dockerfiles). */
  built: string[];
  /** Upstream images it runs as they are, e.g. `postgres:17`. */
  upstream: string[];
}

export function composeImages(file = path.join(ROOT, 'docker-compose.yml')): ComposeImages {
  const compose = parse(readFileSync(file, 'utf8')) as { services: Record<string, { build?: unknown; image?: string }> };
  const services = Object.entries(compose.services);
  return {
    built: services.filter(([, service]) => service.build !== undefined).map(([name]) => name),
    upstream: services.flatMap(([, service]) => (service.build === undefined && service.image ? [service.image] : [])),
  };
}

export interface ImageReference {
  repository: string;
  tag?: string;
  digest?: string;
}

export function parseImage(reference: string): ImageReference {
  const [withoutDigest, digest] = reference.split('@');
  const lastSlash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.indexOf(':', lastSlash + 1);
  if (colon < 0) return { repository: withoutDigest, digest };
  return { repository: withoutDigest.slice(0, colon), tag: withoutDigest.slice(colon + 1), digest };
}

/** A release tag (1.2.3, v1.2, 17.6...) or a digest: never `latest` or a bare name. */
export function isPinned(image: ImageReference): boolean {
  if (image.digest?.startsWith('sha256:')) return true;
  return image.tag !== undefined && /^v?\d+(\.\d+)+([-.+][0-9A-Za-z.-]+)?$/.test(image.tag);
}
