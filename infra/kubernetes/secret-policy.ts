/**
 * Secrets only by reference: no Secret object with data in the rendered output, no secret-looking variable
 * with a literal value (in a container or a ConfigMap), and a connection URL's password only as a
 * $(VARIABLE) the kubelet fills from a secretKeyRef.
 */
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { KubeObject, Problem } from './kube-object';
import { describe } from './kube-object';
import { containersOf, workloads } from './workloads';

const SECRET_NAME = /PASSWORD|SECRET|PRIVATE_KEY|TOKEN|ACCESS_KEY/;
const URL_NAME = /(^|_)(DATABASE_URL|SMTP_URL)$/;

function literalSecretProblems(container: IContainer): string[] {
  const fromSecrets = new Set((container.env ?? []).filter((variable) => variable.valueFrom?.secretKeyRef).map((variable) => variable.name));
  return (container.env ?? []).flatMap((variable) => {
    if (variable.value === undefined || variable.value === '') return [];
    if (SECRET_NAME.test(variable.name)) return [`container ${container.name}: ${variable.name} has a literal value; take it from a Secret (secretKeyRef)`];
    if (URL_NAME.test(variable.name)) {
      const password = variable.value.match(/^[a-z]+:\/\/[^:/@]*:([^@]*)@/)?.[1];
      const reference = password?.match(/^\$\(([A-Za-z_][A-Za-z0-9_]*)\)$/)?.[1];
      if (password !== undefined && (reference === undefined || !fromSecrets.has(reference))) {
        return [`container ${container.name}: ${variable.name} holds a password that is not a $(VARIABLE) taken from a Secret`];
      }
    }
    return [];
  });
}

export function secretPolicyProblems(objects: KubeObject[]): Problem[] {
  const problems: Problem[] = [];
  for (const object of objects) {
    const data = { ...(object.data as Record<string, string> | undefined), ...(object.stringData as Record<string, string> | undefined) };
    if (object.kind === 'Secret' && Object.keys(data).length > 0) {
      problems.push({ object: describe(object), check: 'policy', message: 'is a Secret with literal data: create it in the cluster and refer to it by name' });
    }
    if (object.kind === 'ConfigMap') {
      for (const [key, value] of Object.entries(data)) {
        if (SECRET_NAME.test(key) && value !== '') problems.push({ object: describe(object), check: 'policy', message: `${key} is a secret in a ConfigMap` });
      }
    }
  }
  for (const { object, pod } of workloads(objects)) {
    for (const { container } of containersOf(pod)) {
      for (const message of literalSecretProblems(container)) problems.push({ object: describe(object), check: 'policy', message });
    }
  }
  return problems;
}
