import { adminConfig } from './admin.config';

function adminConfigWith(env: Record<string, string | undefined>): ReturnType<typeof adminConfig> {
  const saved = { ...process.env };
  try {
    for (const name of ['NODE_ENV', 'ADMIN_USERNAME', 'ADMIN_PASSWORD']) {
      delete process.env[name];
    }
    Object.assign(process.env, env);
    return adminConfig();
  } finally {
    process.env = saved;
  }
}

describe('adminConfig', () => {
  it('uses the configured credentials', () => {
    expect(adminConfigWith({ NODE_ENV: 'production', ADMIN_USERNAME: ' staff ', ADMIN_PASSWORD: 'violet tugboat harmonica' })).toEqual({
      username: 'staff',
      password: 'violet tugboat harmonica',
      usesDevelopmentDefault: false,
    });
  });

  it('falls back to the documented development default outside production', () => {
    expect(adminConfigWith({ NODE_ENV: 'development' })).toEqual({
      username: 'admin',
      password: 'admin-dev-password',
      usesDevelopmentDefault: true,
    });
  });

  it.each([undefined, '', 'change-me', 'CHANGEME', 'admin-dev-password'])('refuses ADMIN_PASSWORD=%j in production', (password) => {
    expect(() => adminConfigWith({ NODE_ENV: 'production', ADMIN_PASSWORD: password })).toThrow(/ADMIN_PASSWORD must be set/);
  });

  it.each([
    ['s3cret pass', 'Password must be at least 12 characters'],
    ['qwerty123456', 'This password is too easy to guess'],
    ['staffstaff2024', 'This password is too easy to guess'],
  ])('refuses the weak ADMIN_PASSWORD=%j in production, naming the rule', (password, rule) => {
    expect(() => adminConfigWith({ NODE_ENV: 'production', ADMIN_USERNAME: 'staff', ADMIN_PASSWORD: password })).toThrow(rule);
  });

  it('leaves the password rules to production', () => {
    expect(adminConfigWith({ NODE_ENV: 'development', ADMIN_PASSWORD: 'short' }).password).toBe('short');
  });
});
