import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { KubeObject } from './kube-object';
import { isEmptySelector, type LabelSelector, matchesSelector } from './label-selector';

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

/** A non-empty selector that selects these labels (an empty one would select every pod). */
export function selects(selector: LabelSelector | undefined, labels: Record<string, string>): boolean {
  return selector !== undefined && !isEmptySelector(selector) && matchesSelector(selector, labels);
}
