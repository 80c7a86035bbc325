import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyRenamedSettings } from './renamed-settings';

const TABLE = [{ from: 'OLD_LIMIT', to: 'NEW_LIMIT', note: 'now a hold' }];

function apply(env: NodeJS.ProcessEnv): string[] {
  const warnings: string[] = [];
  applyRenamedSettings(env, (message) => warnings.push(message), TABLE);
  return warnings;
}

describe('applyRenamedSettings', () => {
  it('reads the old name as the new one, with a warning that names the new one', () => {
    const env: NodeJS.ProcessEnv = { OLD_LIMIT: '7' };
    expect(apply(env)).toEqual(['OLD_LIMIT is renamed NEW_LIMIT (now a hold); it is read as NEW_LIMIT for now: rename it in your configuration']);
    expect(env.NEW_LIMIT).toBe('7');
  });

  it('reads OLD_FILE as NEW_FILE', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'renamed-')), 'limit');
    writeFileSync(file, '9\n');
    const env: NodeJS.ProcessEnv = { OLD_LIMIT_FILE: file };
    apply(env);
    expect(env.NEW_LIMIT_FILE).toBe(file);
  });

  it('says nothing when only the new name is set', () => {
    const env: NodeJS.ProcessEnv = { NEW_LIMIT: '3' };
    expect(apply(env)).toEqual([]);
    expect(env).toEqual({ NEW_LIMIT: '3' });
  });

  it('accepts both names when they agree, and warns', () => {
    const env: NodeJS.ProcessEnv = { OLD_LIMIT: '4', NEW_LIMIT: '4' };
    expect(apply(env)).toHaveLength(1);
  });

  it('refuses to start when both are set and disagree', () => {
    expect(() => apply({ OLD_LIMIT: '4', NEW_LIMIT: '5' })).toThrow('Invalid configuration: OLD_LIMIT (renamed NEW_LIMIT) is "4" but NEW_LIMIT is "5": remove OLD_LIMIT');
  });
});
