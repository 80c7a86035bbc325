/**
 * What ties the objects of one rendering together, which a check of each object alone cannot see: every
 * namespaced object in the workloads' namespace (`kubectl apply -k` puts one without a namespace in
 * `default`, where nothing it names exists), and every name or selector resolving to an object of the same
 * rendering in that namespace: Ingress and HTTPRoute backends, HPA targets, PDB, Service, ServiceMonitor and
 * NetworkPolicy selectors, the ConfigMaps and Secrets pods use, the database host, and the Ingress body
 * limit against nginx's upload limit.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { KubeObject, Problem } from './kube-object';
import { describe } from './kube-object';
import { isEmptySelector, type LabelSelector, matchesSelector } from './label-selector';
import { containersOf, workloads } from './workloads';

const ROOT = path.resolve(__dirname, '../..');

/** Kinds that have no namespace (the others this project renders are all namespaced). */
const CLUSTER_SCOPED_KINDS = new Set([
  'Namespace', 'ClusterRole', 'ClusterRoleBinding', 'CustomResourceDefinition', 'PriorityClass', 'StorageClass',
  'IngressClass', 'PersistentVolume', 'GatewayClass', 'ClusterIssuer', 'ValidatingWebhookConfiguration', 'MutatingWebhookConfiguration',
]);

type Check = (objects: KubeObject[], namespace: string) => Problem[];

const problem = (object: KubeObject | string, message: string): Problem => ({ object: typeof object === 'string' ? object : describe(object), check: 'policy', message });
const spec = <T>(object: KubeObject): T => (object.spec ?? {}) as T;
const named = (objects: KubeObject[], kind: string, name: string, namespace: string): KubeObject | undefined =>
  objects.find((object) => object.kind === kind && object.metadata.name === name && object.metadata.namespace === namespace);

/** The labels of the pods each workload runs, and those CloudNativePG runs for a Cluster. */
function podLabelSets(objects: KubeObject[], namespace: string): Array<Record<string, string>> {
  const fromWorkloads = workloads(objects).filter(({ object }) => object.metadata.namespace === namespace).map(({ podLabels }) => podLabels);
  const fromClusters = objects
    .filter((object) => object.kind === 'Cluster' && object.metadata.namespace === namespace)
    .map((cluster) => ({ ...spec<{ inheritedMetadata?: { labels?: Record<string, string> } }>(cluster).inheritedMetadata?.labels, 'cnpg.io/cluster': cluster.metadata.name }));
  return [...fromWorkloads, ...fromClusters];
}

const selectsPods = (objects: KubeObject[], namespace: string, selector: LabelSelector): boolean =>
  podLabelSets(objects, namespace).some((labels) => matchesSelector(selector, labels));

/** The one namespace of the Deployments, which every other namespaced object must share. */
export function workloadNamespace(objects: KubeObject[]): string | undefined {
  const namespaces = [...new Set(objects.filter((object) => object.kind === 'Deployment').map((object) => object.metadata.namespace ?? '(none)'))];
  return namespaces.length === 1 ? namespaces[0] : undefined;
}

const namespaceProblems: Check = (objects, namespace) =>
  objects
    .filter((object) => !CLUSTER_SCOPED_KINDS.has(object.kind) && object.metadata.namespace !== namespace)
    .map((object) => problem(object, `is in namespace ${object.metadata.namespace ?? '(none: kubectl apply puts it in default)'}, not the workloads' ${namespace}`));

function serviceBackendProblem(objects: KubeObject[], from: KubeObject, backend: { name?: string; port?: { name?: string; number?: number } | number }): Problem[] {
  const service = backend.name ? named(objects, 'Service', backend.name, from.metadata.namespace ?? '') : undefined;
  if (!service) return [problem(from, `sends traffic to Service ${backend.name}, which is not rendered in namespace ${from.metadata.namespace}`)];
  const ports = spec<{ ports?: Array<{ name?: string; port: number }> }>(service).ports ?? [];
  const wanted = typeof backend.port === 'number' ? { number: backend.port } : (backend.port ?? {});
  const found = ports.some((port) => (wanted.name !== undefined ? port.name === wanted.name : port.port === wanted.number));
  return found ? [] : [problem(from, `sends traffic to port ${wanted.name ?? wanted.number} of Service ${backend.name}, which has no such port`)];
}

const ingressProblems: Check = (objects) =>
  objects
    .filter((object) => object.kind === 'Ingress')
    .flatMap((ingress) => {
      const { rules = [], defaultBackend } = spec<{ rules?: Array<{ http?: { paths: Array<{ backend: { service?: { name: string; port: { name?: string; number?: number } } } }> } }>; defaultBackend?: { service?: { name: string; port: { name?: string; number?: number } } } }>(ingress);
      const backends = [...rules.flatMap((rule) => rule.http?.paths.map((entry) => entry.backend.service) ?? []), defaultBackend?.service];
      return backends.filter((backend) => backend !== undefined).flatMap((backend) => serviceBackendProblem(objects, ingress, backend));
    });

const httpRouteProblems: Check = (objects) =>
  objects
    .filter((object) => object.kind === 'HTTPRoute')
    .flatMap((route) =>
      (spec<{ rules?: Array<{ backendRefs?: Array<{ name: string; port?: number; kind?: string; namespace?: string }> }> }>(route).rules ?? [])
        .flatMap((rule) => rule.backendRefs ?? [])
        .filter((backend) => (backend.kind ?? 'Service') === 'Service' && (backend.namespace ?? route.metadata.namespace) === route.metadata.namespace)
        .flatMap((backend) => serviceBackendProblem(objects, route, { name: backend.name, port: backend.port })),
    );

const autoscalerProblems: Check = (objects) =>
  objects
    .filter((object) => object.kind === 'HorizontalPodAutoscaler')
    .flatMap((autoscaler) => {
      const target = spec<{ scaleTargetRef: { kind: string; name: string } }>(autoscaler).scaleTargetRef;
      return named(objects, target.kind, target.name, autoscaler.metadata.namespace ?? '') ? [] : [problem(autoscaler, `scales ${target.kind}/${target.name}, which is not rendered in namespace ${autoscaler.metadata.namespace}`)];
    });

const disruptionBudgetProblems: Check = (objects) =>
  objects
    .filter((object) => object.kind === 'PodDisruptionBudget')
    .flatMap((budget) => (selectsPods(objects, budget.metadata.namespace ?? '', spec<{ selector: LabelSelector }>(budget).selector) ? [] : [problem(budget, 'selects no pod of any workload in its namespace')]));

const serviceSelectorProblems: Check = (objects) =>
  objects
    .filter((object) => object.kind === 'Service' && spec<{ selector?: Record<string, string> }>(object).selector)
    .flatMap((service) => (selectsPods(objects, service.metadata.namespace ?? '', { matchLabels: spec<{ selector: Record<string, string> }>(service).selector }) ? [] : [problem(service, 'selects no pod of any workload in its namespace')]));

const serviceMonitorProblems: Check = (objects) =>
  objects
    .filter((object) => object.kind === 'ServiceMonitor')
    .flatMap((monitor) => {
      const { selector, namespaceSelector, endpoints = [] } = spec<{ selector: LabelSelector; namespaceSelector?: { matchNames?: string[]; any?: boolean }; endpoints?: Array<{ port?: string }> }>(monitor);
      const namespaces = namespaceSelector?.matchNames ?? [monitor.metadata.namespace ?? ''];
      const services = objects.filter((object) => object.kind === 'Service' && namespaces.includes(object.metadata.namespace ?? '') && matchesSelector(selector, object.metadata.labels ?? {}));
      if (services.length === 0) return [problem(monitor, `selects no Service in namespace ${namespaces.join(', ')}`)];
      const portNames = new Set(services.flatMap((service) => (spec<{ ports?: Array<{ name?: string }> }>(service).ports ?? []).map((port) => port.name)));
      return endpoints.filter((endpoint) => endpoint.port && !portNames.has(endpoint.port)).map((endpoint) => problem(monitor, `scrapes port ${endpoint.port}, which no Service it selects has`));
    });

const networkPolicyProblems: Check = (objects) =>
  objects
    .filter((object) => object.kind === 'NetworkPolicy')
    .flatMap((policy) => {
      const namespace = policy.metadata.namespace ?? '';
      const { podSelector, ingress = [] } = spec<{ podSelector: LabelSelector; ingress?: Array<{ from?: Peer[] }> }>(policy);
      const problems = isEmptySelector(podSelector) || selectsPods(objects, namespace, podSelector) ? [] : [problem(policy, 'applies to no pod of any workload in its namespace (podSelector)')];
      // Senders are checked; an egress rule towards pods this rendering lacks opens nothing (production's rule
      // towards in-cluster database pods waits for an ipBlock of the operator's database, README).
      const senders = ingress.flatMap((rule) => rule.from ?? []);
      for (const peer of senders.filter((candidate) => candidate.podSelector && !candidate.namespaceSelector && !isEmptySelector(candidate.podSelector))) {
        if (!selectsPods(objects, namespace, peer.podSelector as LabelSelector)) problems.push(problem(policy, `admits pods ${JSON.stringify(peer.podSelector)}, which no workload in its namespace runs`));
      }
      return problems;
    });
type Peer = { podSelector?: LabelSelector; namespaceSelector?: LabelSelector };

/** The Secrets an operator creates, from the table in deploy/kubernetes/README.md ("Create the Secrets"). */
export function documentedSecrets(readme = readFileSync(path.join(ROOT, 'deploy/kubernetes/README.md'), 'utf8')): Set<string> {
  const table = readme.slice(readme.indexOf('## 2. Create the Secrets'));
  return new Set([...table.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((match) => match[1]));
}

function podReferences(pod: IPodSpec): { configMaps: string[]; secrets: string[] } {
  const configMaps: string[] = [];
  const secrets: string[] = [];
  for (const { container } of containersOf(pod)) {
    for (const source of container.envFrom ?? []) {
      if (source.configMapRef?.name && !source.configMapRef.optional) configMaps.push(source.configMapRef.name);
      if (source.secretRef?.name && !source.secretRef.optional) secrets.push(source.secretRef.name);
    }
    for (const variable of container.env ?? []) {
      const { configMapKeyRef, secretKeyRef } = variable.valueFrom ?? {};
      if (configMapKeyRef?.name && !configMapKeyRef.optional) configMaps.push(configMapKeyRef.name);
      if (secretKeyRef?.name) secrets.push(secretKeyRef.name);
    }
  }
  for (const volume of pod.volumes ?? []) {
    if (volume.configMap?.name && !volume.configMap.optional) configMaps.push(volume.configMap.name);
    if (volume.secret?.secretName && !volume.secret.optional) secrets.push(volume.secret.secretName);
  }
  return { configMaps, secrets };
}

const configAndSecretProblems: Check = (objects) => {
  const documented = documentedSecrets();
  const fromPods = workloads(objects).flatMap(({ object, pod }) => {
    const { configMaps, secrets } = podReferences(pod);
    const namespace = object.metadata.namespace ?? '';
    return [
      ...configMaps.filter((name) => !named(objects, 'ConfigMap', name, namespace)).map((name) => problem(object, `uses ConfigMap ${name}, which is not rendered in namespace ${namespace}`)),
      ...secrets.filter((name) => !named(objects, 'Secret', name, namespace) && !documented.has(name)).map((name) => problem(object, `uses Secret ${name}, which is neither rendered nor in deploy/kubernetes/README.md's list of Secrets to create`)),
    ];
  });
  const fromIngresses = objects
    .filter((object) => object.kind === 'Ingress')
    .flatMap((ingress) => (spec<{ tls?: Array<{ secretName?: string }> }>(ingress).tls ?? []).flatMap((tls) => (tls.secretName && !documented.has(tls.secretName) ? [problem(ingress, `uses Secret ${tls.secretName}, which is not in deploy/kubernetes/README.md's list of Secrets to create`)] : [])));
  return [...fromPods, ...fromIngresses];
};

/** A DATABASE_HOST without a dot is a Service of this rendering: the local Postgres, or a CloudNativePG Cluster's. */
const databaseHostProblems: Check = (objects, namespace) =>
  objects
    .filter((object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith('database-config'))
    .flatMap((config) => {
      const host = (config.data as Record<string, string> | undefined)?.DATABASE_HOST;
      if (!host || host.includes('.')) return [];
      const clusterService = objects.some((object) => object.kind === 'Cluster' && object.metadata.namespace === namespace && ['rw', 'ro', 'r'].some((suffix) => host === `${object.metadata.name}-${suffix}`));
      return named(objects, 'Service', host, namespace) || clusterService ? [] : [problem(config, `DATABASE_HOST ${host} is no Service rendered in namespace ${namespace}`)];
    });

/** nginx's upload limit: the web ConfigMap's NGINX_MEDIA_MAX_BODY, else the nginx image's default. */
function nginxUploadLimit(objects: KubeObject[]): string | undefined {
  const web = objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith('web-config'));
  const configured = (web?.data as Record<string, string> | undefined)?.NGINX_MEDIA_MAX_BODY;
  return configured ?? readFileSync(path.join(ROOT, 'nginx/Dockerfile'), 'utf8').match(/NGINX_MEDIA_MAX_BODY=(\S+)/)?.[1];
}

const ingressBodyLimitProblems: Check = (objects) => {
  const limit = nginxUploadLimit(objects);
  return objects
    .filter((object) => object.kind === 'Ingress')
    .flatMap((ingress) => {
      const bodySize = ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-body-size'];
      return bodySize === limit ? [] : [problem(ingress, `proxy-body-size is ${bodySize ?? '(unset: 1m)'}, but nginx takes uploads up to ${limit} (NGINX_MEDIA_MAX_BODY)`)];
    });
};

const CHECKS: Check[] = [namespaceProblems, ingressProblems, httpRouteProblems, autoscalerProblems, disruptionBudgetProblems, serviceSelectorProblems, serviceMonitorProblems, networkPolicyProblems, configAndSecretProblems, databaseHostProblems, ingressBodyLimitProblems];

export function referenceProblems(objects: KubeObject[]): Problem[] {
  const namespace = workloadNamespace(objects);
  if (namespace === undefined) return [problem('(overlay)', 'the Deployments are not all in one namespace')];
  return CHECKS.flatMap((check) => check(objects, namespace));
}
