import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { KubeObject } from './kube-object';

export interface Workload {
  object: KubeObject;
  replicas?: number;
  podLabels: Record<string, string>;
  pod: IPodSpec;
}

const WITH_POD_TEMPLATE = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job']);

/** Every object that runs pods, with its pod spec. */
export function workloads(objects: KubeObject[]): Workload[] {
  return objects.flatMap((object) => {
    const spec = object.spec as { replicas?: number; template?: { metadata?: { labels?: Record<string, string> }; spec?: IPodSpec } } | undefined;
    if (!WITH_POD_TEMPLATE.has(object.kind) || !spec?.template?.spec) return [];
    return [{ object, replicas: spec.replicas, podLabels: spec.template.metadata?.labels ?? {}, pod: spec.template.spec }];
  });
}

export function containersOf(pod: IPodSpec): Array<{ container: IContainer; init: boolean }> {
  return [...(pod.initContainers ?? []).map((container) => ({ container, init: true })), ...pod.containers.map((container) => ({ container, init: false }))];
}

export function selects(selector: { matchLabels?: Record<string, string> } | undefined, labels: Record<string, string>): boolean {
  const wanted = Object.entries(selector?.matchLabels ?? {});
  return wanted.length > 0 && wanted.every(([key, value]) => labels[key] === value);
}
