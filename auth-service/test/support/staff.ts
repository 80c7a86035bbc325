import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { TEST_ADMIN } from './boot-app';

export type Role = 'contributor' | 'author' | 'editor' | 'administrator';

export interface StaffMember {
  id: string;
  username: string;
  password: string;
  email: string;
  token: string;
}

/** The claims part of a token, read without checking it (the tests check what the service put in). */
export function claimsOf(token: string): Record<string, unknown> & { sub: string; sid: string } {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown> & { sub: string; sid: string };
}

export function staffApi(app: NestExpressApplication) {
  const api = () => request(app.getHttpServer());
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  const login = async (username: string, password: string): Promise<string> =>
    ((await api().post('/api/auth/login').send({ username, password }).expect(200)).body as { token: string }).token;

  const adminToken = (): Promise<string> => login(TEST_ADMIN.username, TEST_ADMIN.password);

  /** The token (from the fragment of the invitation link) of a new invitation. */
  const invite = async (adminTokenValue: string, body: { email: string; role: Role; displayName?: string }): Promise<{ id: string; token: string; url: string }> => {
    const response = await api().post('/api/auth/invitations').set(bearer(adminTokenValue)).send(body).expect(201);
    const { id, url } = response.body as { id: string; url: string };
    return { id, url, token: new URL(url).hash.slice(1) };
  };

  let counter = 0;
  /** A new user of the role, invited by the test administrator and signed in through the invitation. */
  const newStaff = async (role: Role, name?: string): Promise<StaffMember> => {
    counter += 1;
    const username = name ?? `${role}-${counter}-${Date.now().toString(36)}`;
    const email = `${username}@example.com`;
    const password = `violet tugboat ${username} harmonica`;
    const invitation = await invite(await adminToken(), { email, role });
    const accepted = await api().post('/api/auth/invitations/accept').send({ token: invitation.token, username, password }).expect(201);
    const token = (accepted.body as { token: string }).token;
    return { id: claimsOf(token).sub, username, password, email, token };
  };

  return { api, bearer, login, adminToken, invite, newStaff };
}
