import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseAllDocuments } from 'yaml';
import type { KubeObject } from './kube-object';

export const KUBERNETES_DIR = path.resolve(__dirname, '../../deploy/kubernetes');
export const OVERLAYS = ['production', 'local', 'cloudnativepg'] as const;
export type OverlayName = (typeof OVERLAYS)[number];
/** The components no overlay includes by default; validated on top of production. */
export const OPTIONAL_COMPONENTS = ['gateway-api'] as const;

const KUBECTL_MISSING =
  'kubectl is needed to render the Kubernetes manifests (`kubectl kustomize`, Kustomize v5). Install it: on Debian ' +
  '`apt-get install kubectl` from the Kubernetes apt repository (pkgs.k8s.io), or a release binary from ' +
  'https://kubernetes.io/docs/tasks/tools/ on your PATH.';

/** The objects `kubectl apply -k deploy/kubernetes/overlays/<overlay>` would send, in order. */
export async function renderOverlay(overlay: OverlayName): Promise<KubeObject[]> {
  return renderFolder(path.join(KUBERNETES_DIR, 'overlays', overlay));
}

/** An overlay with components added, as an operator would add them (a kustomization of its own). */
export async function renderWithComponents(overlay: OverlayName, components: readonly string[]): Promise<KubeObject[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'kustomize-'));
  try {
    // Kustomize accepts only relative paths to other kustomizations.
    const relative = (target: string) => path.relative(folder, path.join(KUBERNETES_DIR, target));
    const kustomization = [
      'apiVersion: kustomize.config.k8s.io/v1beta1',
      'kind: Kustomization',
      `resources: [${relative(`overlays/${overlay}`)}]`,
      `components: [${components.map((component) => relative(`components/${component}`)).join(', ')}]`,
    ].join('\n');
    await writeFile(path.join(folder, 'kustomization.yaml'), `${kustomization}\n`);
    return await renderFolder(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function renderFolder(folder: string): Promise<KubeObject[]> {
  let output: string;
  try {
    ({ stdout: output } = await promisify(execFile)('kubectl', ['kustomize', folder], { maxBuffer: 32 * 1024 * 1024 }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(KUBECTL_MISSING, { cause: error });
    throw new Error(`kubectl kustomize ${path.relative(process.cwd(), folder)} failed:\n${(error as { stderr?: string }).stderr ?? String(error)}`, { cause: error });
  }
  return parseAllDocuments(output)
    .map((document) => document.toJS() as KubeObject | null)
    .filter((object): object is KubeObject => object !== null);
}
