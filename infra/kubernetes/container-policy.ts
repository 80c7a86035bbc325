/** Every container: probes, requests and limits, the hardened security context, and a pinned image. */
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSecurityContext } from 'kubernetes-models/v1/PodSecurityContext';
import { isPinned, parseImage } from './compose-images';
import type { KubeObject, Problem } from './kube-object';
import { describe } from './kube-object';
import { containersOf, workloads } from './workloads';

function containerProblems(container: IContainer, init: boolean, pod: IPodSecurityContext | undefined): string[] {
  const problems: string[] = [];
  if (!init) {
    for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe'] as const) {
      if (!container[probe]) problems.push(`has no ${probe}`);
    }
  }
  for (const kind of ['requests', 'limits'] as const) {
    for (const resource of ['cpu', 'memory']) {
      if (container.resources?.[kind]?.[resource] === undefined) problems.push(`has no ${resource} ${kind === 'requests' ? 'request' : 'limit'}`);
    }
  }
  const context = container.securityContext;
  if ((context?.runAsNonRoot ?? pod?.runAsNonRoot) !== true) problems.push('does not set runAsNonRoot: true');
  const user = context?.runAsUser ?? pod?.runAsUser;
  if (typeof user !== 'number' || user === 0) problems.push('has no numeric non-root runAsUser (the kubelet cannot check a user name)');
  if (context?.readOnlyRootFilesystem !== true) problems.push('does not set readOnlyRootFilesystem: true');
  if (context?.allowPrivilegeEscalation !== false) problems.push('does not set allowPrivilegeEscalation: false');
  if (!context?.capabilities?.drop?.includes('ALL')) problems.push('does not drop ALL capabilities');
  if (context?.capabilities?.add?.length) problems.push(`adds capabilities ${context.capabilities.add.join(', ')}`);
  if ((context?.seccompProfile?.type ?? pod?.seccompProfile?.type) !== 'RuntimeDefault') problems.push('does not use seccompProfile RuntimeDefault');
  if (context?.privileged) problems.push('is privileged');
  if (!container.image || !isPinned(parseImage(container.image))) problems.push(`image ${container.image ?? '(none)'} is not pinned to a version`);
  return problems;
}

export function containerPolicyProblems(objects: KubeObject[]): Problem[] {
  return workloads(objects).flatMap(({ object, pod }) =>
    containersOf(pod).flatMap(({ container, init }) =>
      containerProblems(container, init, pod.securityContext).map((message) => ({
        object: describe(object),
        check: 'policy' as const,
        message: `container ${container.name} ${message}`,
      })),
    ),
  );
}
