/**
 * The manifests agree with the rest of the repository: the images are the ones docker-compose.yml builds
 * (or runs, for Postgres), nginx's upstream names are in the namespace the objects are in, every service
 * exposes its metrics port, and the copies of the database setup match infra/db.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComposeImages } from './compose-images';
import { composeImages, parseImage } from './compose-images';
import type { KubeObject, Problem } from './kube-object';
import { describe } from './kube-object';
import { containersOf, workloads } from './workloads';

const ROOT = path.resolve(__dirname, '../..');
export const METRICS_PORT = 9464;

/** Images that compose has no counterpart for, each with why it is there. */
export const THIRD_PARTY_IMAGES: Record<string, string> = {
  'nginx/nginx-prometheus-exporter': 'turns nginx stub_status into Prometheus metrics (monitoring component)',
};
/** Images that stand for a compose image (same major version): CloudNativePG's build of compose's postgres. */
const EQUIVALENT_IMAGES: Record<string, string> = { 'ghcr.io/cloudnative-pg/postgresql': 'postgres' };

function imagesOf(objects: KubeObject[]): Array<{ object: KubeObject; image: string }> {
  const inPods = workloads(objects).flatMap(({ object, pod }) => containersOf(pod).map(({ container }) => ({ object, image: container.image ?? '' })));
  const clusters = objects
    .filter((object) => object.kind === 'Cluster' && typeof (object.spec as { imageName?: unknown })?.imageName === 'string')
    .map((object) => ({ object, image: (object.spec as { imageName: string }).imageName }));
  return [...inPods, ...clusters];
}

function imageProblems(objects: KubeObject[], compose: ComposeImages): Problem[] {
  const problems: Problem[] = [];
  const seenBuilt = new Set<string>();
  for (const { object, image } of imagesOf(objects)) {
    const { repository, tag } = parseImage(image);
    const lastSegment = repository.split('/').pop() ?? '';
    const upstreamName = EQUIVALENT_IMAGES[repository] ?? repository;
    const upstream = compose.upstream.map(parseImage).find((candidate) => candidate.repository === upstreamName);
    if (compose.built.includes(lastSegment) && repository.split('/').slice(-2)[0] === 'it-services') {
      seenBuilt.add(lastSegment);
    } else if (upstream) {
      if (upstream.tag && !tag?.startsWith(`${upstream.tag}.`) && tag !== upstream.tag) {
        problems.push({ object: describe(object), check: 'policy', message: `image ${image}: docker-compose.yml runs ${upstream.repository}:${upstream.tag}` });
      }
    } else if (!(repository in THIRD_PARTY_IMAGES)) {
      problems.push({ object: describe(object), check: 'policy', message: `image ${image} is none that docker-compose.yml builds (${compose.built.join(', ')}) or runs` });
    }
  }
  for (const service of compose.built.filter((built) => !seenBuilt.has(built))) {
    problems.push({ object: '(overlay)', check: 'policy', message: `no workload runs the image of compose service ${service} (it-services/${service})` });
  }
  return problems;
}

function upstreamNamespaceProblems(objects: KubeObject[]): Problem[] {
  return objects
    .filter((object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith('web-config'))
    .flatMap((object) =>
      Object.entries(object.data as Record<string, string>)
        .filter(([key]) => key.endsWith('_SERVICE_URL'))
        .flatMap(([key, url]) => {
          const host = new URL(url).hostname;
          const expected = `.${object.metadata.namespace}.svc.`;
          return host.includes(expected) ? [] : [{ object: describe(object), check: 'policy' as const, message: `${key} ${url} is not a service in namespace ${object.metadata.namespace}` }];
        }),
    );
}

function metricsPortProblems(objects: KubeObject[]): Problem[] {
  return objects
    .filter((object) => object.kind === 'Service' && object.metadata.labels?.['app.kubernetes.io/component'] === 'service')
    .filter((object) => !(object.spec as { ports: Array<{ name?: string; port: number }> }).ports.some((port) => port.name === 'metrics' && port.port === METRICS_PORT))
    .map((object) => ({ object: describe(object), check: 'policy' as const, message: `has no port named metrics on ${METRICS_PORT}` }));
}

/** Statements of setup.sql that do not depend on the passwords (one per line, without the semicolon). */
export function passwordFreeStatements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => /^(CREATE SCHEMA|REVOKE|ALTER ROLE \w+ SET)/.test(line))
    .map((line) => line.replace(/;$/, ''));
}

function databaseSetupProblems(objects: KubeObject[]): Problem[] {
  const problems: Problem[] = [];
  const originals: Record<string, string> = {
    'postgres-setup': readFileSync(path.join(ROOT, 'infra/db/setup.sql'), 'utf8'),
    'postgres-init': readFileSync(path.join(ROOT, 'infra/db/init-roles.sh'), 'utf8'),
  };
  for (const object of objects.filter((candidate) => candidate.kind === 'ConfigMap')) {
    const original = Object.entries(originals).find(([prefix]) => object.metadata.name.startsWith(`${prefix}-`))?.[1];
    const copy = Object.values((object.data as Record<string, string>) ?? {})[0];
    if (original !== undefined && copy !== original) {
      problems.push({ object: describe(object), check: 'policy', message: 'differs from its original in infra/db (copy it again)' });
    }
  }
  for (const cluster of objects.filter((object) => object.kind === 'Cluster')) {
    const sql = (cluster.spec as { bootstrap?: { initdb?: { postInitApplicationSQL?: string[] } } }).bootstrap?.initdb?.postInitApplicationSQL ?? [];
    for (const statement of passwordFreeStatements(originals['postgres-setup']).filter((wanted) => !sql.includes(wanted))) {
      problems.push({ object: describe(cluster), check: 'policy', message: `postInitApplicationSQL lacks infra/db/setup.sql's "${statement}"` });
    }
  }
  return problems;
}

export function consistencyProblems(objects: KubeObject[], compose = composeImages()): Problem[] {
  return [
    ...imageProblems(objects, compose),
    ...upstreamNamespaceProblems(objects),
    ...metricsPortProblems(objects),
    ...databaseSetupProblems(objects),
  ];
}
