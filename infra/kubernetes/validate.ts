/**
 * `npm test`'s "Kubernetes manifests" step: renders every overlay of deploy/kubernetes with
 * `kubectl kustomize` and checks each object against the schemas (kubernetes-models), for unknown fields,
 * and against the policies (container-policy, availability-policy, secret-policy, consistency-policy) and
 * what ties the objects together (reference-policy: one namespace, every name and selector resolving).
 * Run: `npx tsx infra/kubernetes/validate.ts`. Exits 1 listing every problem.
 */
import { availabilityPolicyProblems } from './availability-policy';
import { consistencyProblems } from './consistency-policy';
import { containerPolicyProblems } from './container-policy';
import type { KubeObject, Problem } from './kube-object';
import { describe } from './kube-object';
import { OPTIONAL_COMPONENTS, OVERLAYS, renderOverlay, renderWithComponents } from './render';
import { referenceProblems } from './reference-policy';
import { KINDS_WITHOUT_SCHEMA, schemaProblems } from './schema-check';
import { secretPolicyProblems } from './secret-policy';

export async function validateObjects(objects: KubeObject[]): Promise<Problem[]> {
  const schema = (await Promise.all(objects.map((object) => schemaProblems(object)))).flat();
  return [...schema, ...containerPolicyProblems(objects), ...availabilityPolicyProblems(objects), ...secretPolicyProblems(objects), ...consistencyProblems(objects), ...referenceProblems(objects)];
}

async function main(): Promise<void> {
  let failed = 0;
  const builds = [
    ...OVERLAYS.map((overlay) => ({ label: `overlays/${overlay}`, render: () => renderOverlay(overlay) })),
    { label: `overlays/production + components ${OPTIONAL_COMPONENTS.join(', ')}`, render: () => renderWithComponents('production', OPTIONAL_COMPONENTS) },
  ];
  for (const { label, render } of builds) {
    const objects = await render();
    const problems = await validateObjects(objects);
    const unchecked = objects.filter((object) => KINDS_WITHOUT_SCHEMA.has(`${object.apiVersion}/${object.kind}`)).map(describe);
    const note = unchecked.length > 0 ? ` (no schema for ${unchecked.join(', ')}: policy checks only)` : '';
    console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${label}: ${objects.length} objects${note}`);
    for (const problem of problems) console.log(`     ${problem.object} [${problem.check}] ${problem.message}`);
    if (problems.length > 0) failed += 1;
  }
  if (failed > 0) {
    console.log(`\n${failed} of ${builds.length} builds have problems.`);
    process.exitCode = 1;
  }
}

if (require.main === module) void main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
