/** Collects the JSON audit lines the service writes to stdout while a test runs. */
export function captureAuditLines(): { lines: () => Array<Record<string, unknown>>; raw: () => string; stop: () => void } {
  const written: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
  const raw = (): string => written.join('');
  return {
    raw,
    lines: () =>
      raw()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.audit === true),
    stop: () => spy.mockRestore(),
  };
}
