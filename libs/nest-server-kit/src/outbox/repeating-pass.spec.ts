import { RepeatingPass } from './repeating-pass';

describe('RepeatingPass', () => {
  it('runs one pass at a time and one more after kicks that came during it', async () => {
    let passes = 0;
    let release: () => void = () => undefined;
    const pass = new RepeatingPass(async () => {
      passes += 1;
      if (passes === 1) await new Promise<void>((resolve) => (release = resolve));
    }, () => undefined);

    pass.kick();
    pass.kick();
    pass.kick();
    expect(passes).toBe(1);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    await pass.stop();
    expect(passes).toBe(2);
  });

  it('reports a failed pass and keeps working', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const pass = new RepeatingPass(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database gone');
    }, (error) => errors.push(error));
    pass.kick();
    await new Promise((resolve) => setImmediate(resolve));
    pass.kick();
    await pass.stop();
    expect(errors).toEqual([new Error('database gone')]);
    expect(calls).toBe(2);
  });

  it('starts nothing after stop', async () => {
    let calls = 0;
    const pass = new RepeatingPass(async () => {
      calls += 1;
    }, () => undefined);
    await pass.stop();
    pass.kick();
    expect(calls).toBe(0);
  });
});
