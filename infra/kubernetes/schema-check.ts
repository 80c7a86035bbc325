/**
 * Each object against the Kubernetes, Gateway API and prometheus-operator schemas of the kubernetes-models
 * packages, then a strict pass for fields those schemas do not define (which the models accept).
 *
 * The packages ship their JSON schemas compiled into validation functions, not as JSON. The strict pass
 * runs the same function on a copy of the object wrapped in proxies that record which property names the
 * function looks up at each path: the schema's properties are exactly what it looks up. A key the object
 * has that was not looked up at a path where lookups happened is a field the schema does not know (a typo,
 * or a field of another API version). Maps (labels, ConfigMap data) are enumerated by the function rather
 * than looked up, and free-form objects are not looked into at all: both are left alone.
 */
import type { KubeObject, Problem } from './kube-object';
import { describe } from './kube-object';

type Validate = (this: unknown) => void;
type ModelClass = { new (data: unknown): { validate(): void }; prototype: { validate: Validate } };

/** Kinds no kubernetes-models package describes: only the policy checks apply to them. */
export const KINDS_WITHOUT_SCHEMA = new Set(['postgresql.cnpg.io/v1/Cluster']);

function modelModule(apiVersion: string, kind: string): string | undefined {
  const group = apiVersion.includes('/') ? apiVersion.split('/')[0] : '';
  if (group === 'gateway.networking.k8s.io') return `@kubernetes-models/gateway-api/${apiVersion}/${kind}`;
  if (group === 'monitoring.coreos.com') return `@kubernetes-models/prometheus-operator/${apiVersion}/${kind}`;
  if (group === '' || !group.includes('.') || group.endsWith('.k8s.io')) return `kubernetes-models/${apiVersion}/${kind}`;
  return undefined;
}

async function loadModel(apiVersion: string, kind: string): Promise<ModelClass | undefined> {
  const specifier = modelModule(apiVersion, kind);
  if (!specifier) return undefined;
  try {
    const module = (await import(specifier)) as Record<string, ModelClass>;
    return module[kind];
  } catch {
    return undefined;
  }
}

interface Lookups {
  /** Property names looked up, by JSON pointer. */
  readByPath: Map<string, Set<string>>;
  /** Paths whose keys were enumerated (maps). */
  enumerated: Set<string>;
}

function recording(value: unknown, pointer: string, lookups: Lookups): unknown {
  if (value === null || typeof value !== 'object') return value;
  return new Proxy(value, {
    get(target, key, receiver) {
      const found: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return found;
      const read = lookups.readByPath.get(pointer) ?? new Set<string>();
      read.add(key);
      lookups.readByPath.set(pointer, read);
      return recording(found, `${pointer}/${key}`, lookups);
    },
    ownKeys(target) {
      lookups.enumerated.add(pointer);
      return Reflect.ownKeys(target);
    },
  });
}

function unknownFields(value: unknown, pointer: string, lookups: Lookups): string[] {
  if (value === null || typeof value !== 'object' || lookups.enumerated.has(pointer)) return [];
  const read = lookups.readByPath.get(pointer);
  if (!read) return [];
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  return entries.flatMap(([key, child]) =>
    Array.isArray(value) || read.has(key) ? unknownFields(child, `${pointer}/${key}`, lookups) : [`${pointer}/${key}`],
  );
}

/** Schema errors and unknown fields of one object; an object of a kind no package describes gives a problem too. */
export async function schemaProblems(object: KubeObject): Promise<Problem[]> {
  const name = describe(object);
  if (KINDS_WITHOUT_SCHEMA.has(`${object.apiVersion}/${object.kind}`)) return [];
  const Model = await loadModel(object.apiVersion, object.kind);
  if (!Model) return [{ object: name, check: 'schema', message: `no schema for ${object.apiVersion} ${object.kind}` }];
  const problems: Problem[] = [];
  try {
    new Model(structuredClone(object)).validate();
  } catch (error) {
    problems.push({ object: name, check: 'schema', message: (error as Error).message });
  }
  const lookups: Lookups = { readByPath: new Map(), enumerated: new Set() };
  try {
    Model.prototype.validate.call(recording(structuredClone(object), '', lookups));
  } catch {
    // Reported above; the lookups are what matters here.
  }
  for (const field of unknownFields(object, '', lookups)) {
    problems.push({ object: name, check: 'unknown-field', message: `${field}: not a field of ${object.apiVersion} ${object.kind}` });
  }
  return problems;
}
