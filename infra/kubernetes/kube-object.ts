/** One object of a rendered manifest, as YAML gives it. */
export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

export interface Problem {
  /** `Kind/name`, e.g. `Deployment/web`. */
  object: string;
  check: 'schema' | 'unknown-field' | 'policy';
  message: string;
}

export function describe(object: KubeObject): string {
  return `${object.kind}/${object.metadata?.name ?? '(no name)'}`;
}
