/**
 * The manifest validation, on the real overlays and on copies broken on purpose in memory: each break
 * must be reported with the problem an operator would need to see. Run: `npx tsx --test infra/kubernetes/`.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { KubeObject, Problem } from './kube-object';
import { isEmptySelector, type LabelSelector, matchesSelector } from './label-selector';
import { OPTIONAL_COMPONENTS, OVERLAYS, type OverlayName, renderOverlay, renderWithComponents } from './render';
import { validateObjects } from './validate';

type Pod = { containers: Array<Record<string, unknown> & { name: string; env?: Array<Record<string, unknown>> }>; [field: string]: unknown };
const rendered = new Map<string, KubeObject[]>();

before(async () => {
  for (const overlay of OVERLAYS) rendered.set(overlay, await renderOverlay(overlay));
  rendered.set('components', await renderWithComponents('production', OPTIONAL_COMPONENTS));
});

function copyOf(overlay: OverlayName | 'components'): KubeObject[] {
  return structuredClone(rendered.get(overlay) ?? []);
}

function find(objects: KubeObject[], kind: string, namePrefix: string): KubeObject {
  const found = objects.find((object) => object.kind === kind && object.metadata.name.startsWith(namePrefix));
  assert.ok(found, `${kind}/${namePrefix} is rendered`);
  return found;
}

function podOf(objects: KubeObject[], deployment: string): Pod {
  return (find(objects, 'Deployment', deployment).spec as { template: { spec: Pod } }).template.spec;
}

function messages(problems: Problem[]): string[] {
  return problems.map((problem) => `${problem.object} [${problem.check}] ${problem.message}`);
}

/** The services that send e-mail through the shared SMTP server, and a public address for it (TEST-NET-2). */
const MAIL_SENDERS = ['auth-service', 'content-service', 'enquiry-service'] as const;
const PUBLIC_ADDRESS = '198.51.100.25';

type EgressRule = { to?: Array<{ ipBlock?: { cidr: string; except?: string[] } }>; ports?: Array<{ protocol?: string; port?: number | string; endPort?: number }> };

function inIpv4Cidr(address: string, cidr: string): boolean {
  const [base, bits] = cidr.split('/');
  if (base.includes(':')) return false;
  const number = (text: string) => text.split('.').reduce((sum, octet) => sum * 256 + Number(octet), 0);
  const mask = Number(bits) === 0 ? 0 : (0xffffffff << (32 - Number(bits))) >>> 0;
  return ((number(address) & mask) >>> 0) === ((number(base) & mask) >>> 0);
}

/** Whether some NetworkPolicy lets pods with these labels open TCP `port` at `address` (ipBlock peers only). */
function egressAllowed(objects: KubeObject[], podLabels: Record<string, string>, port: number, address: string): boolean {
  return objects
    .filter((object) => object.kind === 'NetworkPolicy')
    .map((policy) => policy.spec as { podSelector: LabelSelector; policyTypes?: string[]; egress?: EgressRule[] })
    .filter((policy) => (policy.policyTypes ?? []).includes('Egress') && (isEmptySelector(policy.podSelector) || matchesSelector(policy.podSelector, podLabels)))
    .some((policy) =>
      (policy.egress ?? []).some((rule) => {
        const portOpen = !rule.ports?.length || rule.ports.some((entry) => (entry.protocol ?? 'TCP') === 'TCP' && (entry.port === undefined || entry.port === port || (typeof entry.port === 'number' && entry.endPort !== undefined && entry.port <= port && port <= entry.endPort)));
        const addressOpen = !rule.to?.length || rule.to.some(({ ipBlock }) => ipBlock !== undefined && inIpv4Cidr(address, ipBlock.cidr) && !(ipBlock.except ?? []).some((except) => inIpv4Cidr(address, except)));
        return portOpen && addressOpen;
      }),
    );
}

async function assertReported(objects: KubeObject[], expected: RegExp): Promise<void> {
  const found = messages(await validateObjects(objects));
  assert.ok(found.some((message) => expected.test(message)), `expected a problem matching ${expected}, got:\n${found.join('\n') || '(none)'}`);
}

describe('the overlays as committed', () => {
  for (const overlay of [...OVERLAYS, 'components'] as const) {
    test(`${overlay} renders and has no problem`, async () => {
      const objects = copyOf(overlay);
      assert.ok(objects.length > 20, 'renders the whole product');
      assert.deepEqual(messages(await validateObjects(objects)), []);
    });
  }

  for (const overlay of [...OVERLAYS, 'components'] as const) {
    test(`${overlay}: the three services that send e-mail get the shared SMTP server, MAIL_FROM, and a way out to it`, () => {
      const objects = copyOf(overlay);
      for (const service of MAIL_SENDERS) {
        const deployment = find(objects, 'Deployment', service);
        const { template } = deployment.spec as { template: { metadata: { labels: Record<string, string> }; spec: Pod } };
        const container = template.spec.containers[0] as Pod['containers'][number] & { envFrom?: Array<{ configMapRef?: { name: string } }> };
        const smtp = container.env?.find((variable) => variable.name === 'SMTP_URL');
        assert.deepEqual(smtp?.valueFrom, { secretKeyRef: { name: 'mail-server', key: 'smtp-url', optional: true } }, `${service}: SMTP_URL from the optional Secret mail-server`);
        const configMaps = (container.envFrom ?? []).flatMap((source) => (source.configMapRef ? [find(objects, 'ConfigMap', source.configMapRef.name)] : []));
        assert.ok(configMaps.some((config) => 'MAIL_FROM' in ((config.data as Record<string, string> | undefined) ?? {})), `${service}: MAIL_FROM in a ConfigMap it reads`);
        for (const port of [587, 465]) {
          assert.ok(egressAllowed(objects, template.metadata.labels, port, PUBLIC_ADDRESS), `${service}: a NetworkPolicy lets it reach an SMTP server on the internet at port ${port}`);
        }
      }
      const web = (find(objects, 'Deployment', 'web').spec as { template: { metadata: { labels: Record<string, string> } } }).template.metadata.labels;
      assert.ok(!egressAllowed(objects, web, 587, PUBLIC_ADDRESS), 'web (which sends no e-mail) is not let out on 587');
    });
  }

  test('production has every kind the issue asks for', () => {
    const kinds = new Set(copyOf('production').map((object) => object.kind));
    for (const kind of ['Deployment', 'Service', 'HorizontalPodAutoscaler', 'PodDisruptionBudget', 'NetworkPolicy', 'Ingress', 'ServiceMonitor', 'ConfigMap']) {
      assert.ok(kinds.has(kind), `production has a ${kind}`);
    }
    assert.ok(copyOf('components').some((object) => object.kind === 'HTTPRoute'), 'the gateway-api component adds an HTTPRoute');
  });

  test('production keeps uploaded media in a bucket that content-service writes and nginx serves', () => {
    const objects = copyOf('production');
    const data = (prefix: string) => (find(objects, 'ConfigMap', prefix) as unknown as { data: Record<string, string> }).data;
    assert.ok(data('content-service-config').MEDIA_S3_BUCKET, 'content-service has a bucket');
    assert.match(data('web-config').MEDIA_PUBLIC_BASE_URL ?? '', /^https:\/\//, 'nginx proxies /media/ to an https address');
    const secretRefs = podOf(objects, 'content-service').containers[0].env?.map((variable) => variable.name) ?? [];
    assert.ok(secretRefs.includes('MEDIA_S3_ACCESS_KEY_ID') && secretRefs.includes('MEDIA_S3_SECRET_ACCESS_KEY'), 'the access key from a Secret');
  });
});

describe('a manifest broken on purpose is refused', () => {
  test('a misspelt field in a container (readinessprobe)', async () => {
    const objects = copyOf('production');
    const container = podOf(objects, 'content-service').containers[0];
    container.readinessprobe = container.readinessProbe;
    delete container.readinessProbe;
    await assertReported(objects, /Deployment\/content-service \[unknown-field\] \/spec\/template\/spec\/containers\/0\/readinessprobe: not a field/);
    await assertReported(objects, /Deployment\/content-service \[policy\] container content-service has no readinessProbe/);
  });

  test('a misspelt field deep in a Service and in a ServiceMonitor (a prometheus-operator kind)', async () => {
    const objects = copyOf('production');
    const service = find(objects, 'Service', 'web').spec as Record<string, unknown>;
    service.selectr = service.selector;
    const monitor = find(objects, 'ServiceMonitor', 'it-services').spec as { endpoints: Array<Record<string, unknown>> };
    monitor.endpoints[0].scrapeTimout = '10s';
    await assertReported(objects, /Service\/web \[unknown-field\] \/spec\/selectr/);
    await assertReported(objects, /ServiceMonitor\/it-services \[unknown-field\] \/spec\/endpoints\/0\/scrapeTimout/);
  });

  test('a misspelt field in an HTTPRoute (a Gateway API kind)', async () => {
    const objects = copyOf('components');
    const route = find(objects, 'HTTPRoute', 'web').spec as { rules: Array<Record<string, unknown>> };
    route.rules[0].backendRef = route.rules[0].backendRefs;
    await assertReported(objects, /HTTPRoute\/web \[unknown-field\] \/spec\/rules\/0\/backendRef:/);
  });

  test('a value of the wrong type', async () => {
    const objects = copyOf('production');
    (find(objects, 'Deployment', 'auth-service').spec as Record<string, unknown>).replicas = 'two';
    await assertReported(objects, /Deployment\/auth-service \[schema\] .*replicas/);
  });

  test('a missing liveness probe', async () => {
    const objects = copyOf('local');
    delete podOf(objects, 'web').containers[0].livenessProbe;
    await assertReported(objects, /Deployment\/web \[policy\] container nginx has no livenessProbe/);
  });

  test('a container without limits, as root, with a writable root file system or an unpinned image', async () => {
    const objects = copyOf('production');
    const container = podOf(objects, 'enquiry-service').containers[0] as Record<string, Record<string, unknown>>;
    delete container.resources.limits;
    container.securityContext.runAsUser = 0;
    container.securityContext.readOnlyRootFilesystem = false;
    (container as Record<string, unknown>).image = 'registry.example.com/it-services/enquiry-service:latest';
    for (const expected of [/has no cpu limit/, /has no memory limit/, /no numeric non-root runAsUser/, /readOnlyRootFilesystem/, /enquiry-service:latest is not pinned/]) {
      await assertReported(objects, expected);
    }
  });

  test('a literal secret: a Secret with data, a password in the environment, a password in DATABASE_URL', async () => {
    const objects = copyOf('production');
    objects.push({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'auth-service-admin', namespace: 'it-services' }, stringData: { password: 'hunter2' } });
    const auth = podOf(objects, 'auth-service').containers[0];
    const admin = auth.env?.find((variable) => variable.name === 'ADMIN_PASSWORD');
    assert.ok(admin);
    delete admin.valueFrom;
    admin.value = 'hunter2';
    const url = podOf(objects, 'content-service').containers[0].env?.find((variable) => variable.name === 'DATABASE_URL');
    assert.ok(url);
    url.value = 'postgres://content_service:hunter2@postgres:5432/site';
    await assertReported(objects, /Secret\/auth-service-admin \[policy\] is a Secret with literal data/);
    await assertReported(objects, /Deployment\/auth-service \[policy\] container auth-service: ADMIN_PASSWORD has a literal value/);
    await assertReported(objects, /Deployment\/content-service \[policy\] container content-service: DATABASE_URL holds a password/);
  });

  test('several replicas without a disruption budget, and a rollout that may stop a pod first', async () => {
    const objects = copyOf('production').filter((object) => !(object.kind === 'PodDisruptionBudget' && object.metadata.name === 'auth-service'));
    const strategy = (find(objects, 'Deployment', 'web').spec as { strategy: { rollingUpdate: Record<string, unknown> } }).strategy;
    strategy.rollingUpdate.maxUnavailable = 1;
    await assertReported(objects, /Deployment\/auth-service \[policy\] runs more than one pod but no PodDisruptionBudget/);
    await assertReported(objects, /Deployment\/web \[policy\] rollout does not use RollingUpdate with maxUnavailable: 0/);
  });

  test('a stop sequence longer than the grace period', async () => {
    const objects = copyOf('production');
    podOf(objects, 'content-service').terminationGracePeriodSeconds = 15;
    await assertReported(objects, /Deployment\/content-service \[policy\] container content-service: preStop 12 s \+ drain 5 s do not fit in terminationGracePeriodSeconds 15/);
  });

  test('an image compose does not build, and a compose service with no workload', async () => {
    const objects = copyOf('production');
    podOf(objects, 'auth-service').containers[0].image = 'docker.io/library/httpd:2.4.62';
    await assertReported(objects, /httpd:2.4.62 is none that docker-compose.yml builds/);
    await assertReported(objects, /no workload runs the image of compose service auth-service/);
  });

  test('database setup copies that drift from infra/db', async () => {
    const local = copyOf('local');
    const setup = find(local, 'ConfigMap', 'postgres-setup-').data as Record<string, string>;
    setup['setup.sql'] = setup['setup.sql'].replace('REVOKE ALL ON SCHEMA enquiry FROM PUBLIC;\n', '');
    await assertReported(local, /ConfigMap\/postgres-setup-\S+ \[policy\] differs from its original in infra\/db/);
    const cnpg = copyOf('cloudnativepg');
    const initdb = (find(cnpg, 'Cluster', 'site-db').spec as { bootstrap: { initdb: { postInitApplicationSQL: string[] } } }).bootstrap.initdb;
    initdb.postInitApplicationSQL = initdb.postInitApplicationSQL.filter((statement) => !statement.startsWith('ALTER ROLE enquiry_service'));
    await assertReported(cnpg, /Cluster\/site-db \[policy\] postInitApplicationSQL lacks infra\/db\/setup.sql's "ALTER ROLE enquiry_service SET search_path = enquiry"/);
  });

  test('nginx pointed at services in another namespace', async () => {
    const objects = copyOf('production');
    const config = find(objects, 'ConfigMap', 'web-config-').data as Record<string, string>;
    config.CONTENT_SERVICE_URL = 'http://content-service.default.svc.cluster.local:3002';
    await assertReported(objects, /CONTENT_SERVICE_URL .* is not a service in namespace it-services/);
  });
});

describe('what ties the objects together', () => {
  test('every namespaced object of production and local is in the Deployments\' namespace', () => {
    for (const overlay of ['production', 'local'] as const) {
      const objects = copyOf(overlay);
      const namespaces = new Set(objects.filter((object) => object.kind === 'Deployment').map((object) => object.metadata.namespace));
      assert.deepEqual([...namespaces], ['it-services'], `${overlay}: the Deployments' namespace`);
      const elsewhere = objects.filter((object) => object.kind !== 'Namespace' && object.metadata.namespace !== 'it-services').map((object) => `${object.kind}/${object.metadata.name}`);
      assert.deepEqual(elsewhere, [], `${overlay}: objects outside it-services`);
    }
  });

  test('an object an overlay adds without a namespace (kubectl apply puts it in default)', async () => {
    const production = copyOf('production');
    delete find(production, 'PodDisruptionBudget', 'auth-service').metadata.namespace;
    await assertReported(production, /PodDisruptionBudget\/auth-service \[policy\] is in namespace \(none: kubectl apply puts it in default\), not the workloads' it-services/);
    const local = copyOf('local');
    find(local, 'StatefulSet', 'postgres').metadata.namespace = 'default';
    await assertReported(local, /StatefulSet\/postgres \[policy\] is in namespace default/);
  });

  test('an Ingress and an HTTPRoute sending traffic to no Service, or to a port it lacks', async () => {
    const objects = copyOf('components');
    const ingress = find(objects, 'Ingress', 'web').spec as { rules: Array<{ http: { paths: Array<{ backend: { service: { name: string; port: { name: string } } } }> } }> };
    ingress.rules[0].http.paths[0].backend.service.port.name = 'https';
    (find(objects, 'HTTPRoute', 'web').spec as { rules: Array<{ backendRefs: Array<{ name: string }> }> }).rules[0].backendRefs[0].name = 'website';
    await assertReported(objects, /Ingress\/web \[policy\] sends traffic to port https of Service web, which has no such port/);
    await assertReported(objects, /HTTPRoute\/web \[policy\] sends traffic to Service website, which is not rendered in namespace it-services/);
  });

  test('an autoscaler whose Deployment is not there', async () => {
    const objects = copyOf('production');
    (find(objects, 'HorizontalPodAutoscaler', 'web').spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name = 'nginx';
    await assertReported(objects, /HorizontalPodAutoscaler\/web \[policy\] scales Deployment\/nginx, which is not rendered in namespace it-services/);
  });

  test('a disruption budget, a Service and a NetworkPolicy that select no pod', async () => {
    const objects = copyOf('production');
    (find(objects, 'PodDisruptionBudget', 'content-service').spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels['app.kubernetes.io/name'] = 'content';
    (find(objects, 'Service', 'enquiry-service').spec as { selector: Record<string, string> }).selector['app.kubernetes.io/name'] = 'enquiries';
    (find(objects, 'NetworkPolicy', 'allow-media-to-object-store').spec as { podSelector: { matchExpressions: Array<{ values: string[] }> } }).podSelector.matchExpressions[0].values = ['media'];
    (find(objects, 'NetworkPolicy', 'allow-web-to-services').spec as { podSelector: { matchLabels: Record<string, string> } }).podSelector.matchLabels['app.kubernetes.io/name'] = 'nginx';
    await assertReported(objects, /PodDisruptionBudget\/content-service \[policy\] selects no pod/);
    await assertReported(objects, /Service\/enquiry-service \[policy\] selects no pod/);
    await assertReported(objects, /NetworkPolicy\/allow-media-to-object-store \[policy\] applies to no pod/);
    await assertReported(objects, /NetworkPolicy\/allow-web-to-services \[policy\] applies to no pod/);
  });

  test('a NetworkPolicy admitting senders that do not exist', async () => {
    const objects = copyOf('local');
    const policy = find(objects, 'NetworkPolicy', 'postgres-ingress').spec as { ingress: Array<{ from: Array<{ podSelector: { matchLabels: Record<string, string> } }> }> };
    policy.ingress[0].from[0].podSelector.matchLabels['app.kubernetes.io/component'] = 'services';
    await assertReported(objects, /NetworkPolicy\/postgres-ingress \[policy\] admits pods .*services.*, which no workload in its namespace runs/);
  });

  test('a ServiceMonitor that selects no Service, or scrapes a port they lack', async () => {
    const objects = copyOf('production');
    const monitor = find(objects, 'ServiceMonitor', 'it-services').spec as { selector: { matchLabels: Record<string, string> }; endpoints: Array<{ port: string }> };
    monitor.endpoints[0].port = 'prometheus';
    await assertReported(objects, /ServiceMonitor\/it-services \[policy\] scrapes port prometheus, which no Service it selects has/);
    monitor.selector.matchLabels['app.kubernetes.io/part-of'] = 'another-site';
    await assertReported(objects, /ServiceMonitor\/it-services \[policy\] selects no Service in namespace it-services/);
  });

  test('a ConfigMap that is not rendered, and a Secret nobody is told to create', async () => {
    const objects = copyOf('production');
    const auth = podOf(objects, 'auth-service') as Pod & { containers: Array<{ envFrom: Array<{ configMapRef?: { name: string } }> }> };
    const reference = auth.containers[0].envFrom.find((source) => source.configMapRef);
    assert.ok(reference?.configMapRef);
    reference.configMapRef.name = 'auth-config';
    const admin = auth.containers[0].env?.find((variable) => variable.name === 'ADMIN_PASSWORD') as { valueFrom: { secretKeyRef: { name: string } } };
    admin.valueFrom.secretKeyRef.name = 'admin-password';
    await assertReported(objects, /Deployment\/auth-service \[policy\] uses ConfigMap auth-config, which is not rendered in namespace it-services/);
    await assertReported(objects, /Deployment\/auth-service \[policy\] uses Secret admin-password, which is neither rendered nor in deploy\/kubernetes\/README.md's list/);
  });

  test('the local overlay\'s DATABASE_HOST without its Service', async () => {
    const objects = copyOf('local').filter((object) => !(object.kind === 'Service' && object.metadata.name === 'postgres'));
    await assertReported(objects, /ConfigMap\/database-config-\S+ \[policy\] DATABASE_HOST postgres is no Service rendered in namespace it-services/);
  });

  test('an Ingress that refuses uploads nginx takes', async () => {
    const objects = copyOf('production');
    const ingress = find(objects, 'Ingress', 'web');
    ingress.metadata.annotations = { ...ingress.metadata.annotations, 'nginx.ingress.kubernetes.io/proxy-body-size': '5m' };
    await assertReported(objects, /Ingress\/web \[policy\] proxy-body-size is 5m, but nginx takes uploads up to 21m/);
  });
});
