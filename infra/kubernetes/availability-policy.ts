/**
 * Rollouts and disruptions: maxUnavailable 0, a PodDisruptionBudget for every workload that runs more than
 * one pod (a count above one or an autoscaler), and a stop sequence (preStop pause, then the service's
 * drain) that fits in terminationGracePeriodSeconds, so the kubelet never kills a pod still serving.
 */
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { KubeObject, Problem } from './kube-object';
import { describe } from './kube-object';
import type { LabelSelector } from './label-selector';
import { selects, workloads } from './workloads';

/** Seconds a preStop exec hook waits before the container is told to stop (`sleep N`). */
export function preStopPauseSeconds(container: IContainer): number | undefined {
  const command = container.lifecycle?.preStop?.exec?.command?.join(' ');
  const sleep = command?.match(/\bsleep (\d+)/);
  return sleep ? Number(sleep[1]) : undefined;
}

function drainSeconds(container: IContainer, configMaps: KubeObject[]): number {
  const fromConfigMaps = (container.envFrom ?? []).map((source) => {
    const configMap = configMaps.find((candidate) => candidate.metadata.name === source.configMapRef?.name);
    return (configMap?.data as Record<string, string> | undefined)?.SHUTDOWN_DRAIN_SECONDS;
  });
  const direct = container.env?.find((variable) => variable.name === 'SHUTDOWN_DRAIN_SECONDS')?.value;
  const value = direct ?? fromConfigMaps.find((found) => found !== undefined);
  return value === undefined ? 0 : Number(value);
}

export function availabilityPolicyProblems(objects: KubeObject[]): Problem[] {
  const problems: Problem[] = [];
  const configMaps = objects.filter((object) => object.kind === 'ConfigMap');
  const budgets = objects.filter((object) => object.kind === 'PodDisruptionBudget');
  const autoscaled = new Set(
    objects
      .filter((object) => object.kind === 'HorizontalPodAutoscaler')
      .map((object) => {
        const target = (object.spec as { scaleTargetRef: { kind: string; name: string } }).scaleTargetRef;
        return `${target.kind}/${target.name}`;
      }),
  );
  for (const { object, replicas, podLabels, pod } of workloads(objects)) {
    const name = describe(object);
    const report = (message: string) => problems.push({ object: name, check: 'policy', message });
    if (object.kind === 'Deployment') {
      const strategy = (object.spec as { strategy?: { type?: string; rollingUpdate?: { maxUnavailable?: number | string } } }).strategy;
      if (strategy?.type !== 'RollingUpdate' || strategy.rollingUpdate?.maxUnavailable !== 0) report('rollout does not use RollingUpdate with maxUnavailable: 0');
      const grace = pod.terminationGracePeriodSeconds ?? 30;
      for (const container of pod.containers.filter((candidate) => candidate.ports?.some((port) => port.name === 'http'))) {
        const pause = preStopPauseSeconds(container);
        if (pause === undefined) {
          report(`container ${container.name} has no preStop pause (endpoints and DNS need time to forget the pod before it stops)`);
          continue;
        }
        const drain = drainSeconds(container, configMaps);
        if (pause + drain >= grace) report(`container ${container.name}: preStop ${pause} s + drain ${drain} s do not fit in terminationGracePeriodSeconds ${grace}`);
      }
    }
    const severalPods = (replicas ?? 1) > 1 || autoscaled.has(name);
    const budgeted = budgets.some((budget) => selects((budget.spec as { selector?: LabelSelector }).selector, podLabels));
    if (severalPods && !budgeted) report('runs more than one pod but no PodDisruptionBudget selects them');
  }
  return problems;
}
