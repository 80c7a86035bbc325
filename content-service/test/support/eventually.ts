/** Retries `check` every `intervalMs` until it passes or `timeoutMs` has gone, then fails with its last error. */
export async function eventually(check: () => Promise<void>, timeoutMs: number, intervalMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
