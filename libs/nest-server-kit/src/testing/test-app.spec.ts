import { startTestApp, withEnvironment } from './test-app';

describe('withEnvironment', () => {
  const NAMES = ['KIT_TEST_KEPT', 'KIT_TEST_SET', 'KIT_TEST_UNSET'];
  beforeEach(() => {
    for (const name of NAMES) delete process.env[name];
    process.env.KIT_TEST_KEPT = 'before';
    process.env.KIT_TEST_UNSET = 'before';
  });
  afterAll(() => NAMES.forEach((name) => delete process.env[name]));

  it('applies the variables only while the work runs, and unsets those given as undefined', async () => {
    const seen = await withEnvironment({ KIT_TEST_SET: 'during', KIT_TEST_UNSET: undefined }, async () => ({
      set: process.env.KIT_TEST_SET,
      unset: process.env.KIT_TEST_UNSET,
      kept: process.env.KIT_TEST_KEPT,
    }));
    expect(seen).toEqual({ set: 'during', unset: undefined, kept: 'before' });
    expect(process.env.KIT_TEST_SET).toBeUndefined();
    expect(process.env.KIT_TEST_UNSET).toBe('before');
  });

  it('puts the variables back when the work fails', async () => {
    await expect(withEnvironment({ KIT_TEST_KEPT: 'during' }, () => Promise.reject(new Error('boot failed')))).rejects.toThrow('boot failed');
    expect(process.env.KIT_TEST_KEPT).toBe('before');
  });

  it('startTestApp lays the test environment over the defaults', async () => {
    const seen = await startTestApp({ KIT_TEST_SET: 'default', KIT_TEST_KEPT: 'default' }, { KIT_TEST_SET: 'given' }, async () => [
      process.env.KIT_TEST_SET,
      process.env.KIT_TEST_KEPT,
    ]);
    expect(seen).toEqual(['given', 'default']);
  });
});
