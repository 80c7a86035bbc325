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
    expect(adminConfigWith({ NODE_ENV: 'production', ADMIN_USERNAME: ' staff ', ADMIN_PASSWORD: 's3cret pass' })).toEqual({
      username: 'staff',
      password: 's3cret pass',
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
});
