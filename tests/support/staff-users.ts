import { expect, type APIRequestContext } from '@playwright/test';
import { bearer } from './api';

export type StaffRole = 'contributor' | 'author' | 'editor' | 'administrator';

export interface StaffMember {
  username: string;
  password: string;
  email: string;
  displayName: string;
  role: StaffRole;
  token: string;
}

/** A password no strength check refuses: long, random words and digits, unrelated to the user. */
export function strongPassword(): string {
  return `Quill ${Math.random().toString(36).slice(2, 8)} harbour ${Math.floor(Math.random() * 9000 + 1000)} lantern`;
}

let sequence = 0;

/** A name no other test of this run uses (the stack is shared by the whole run). */
export function uniqueName(prefix: string): string {
  sequence += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${sequence}`;
}

/** The one-time token in an invitation or reset link (it travels in the fragment, never to a server). */
export function tokenOfLink(url: string): string {
  const token = new URL(url).hash.slice(1);
  expect(token, `a token in the fragment of ${url}`).not.toBe('');
  return token;
}

/** An administrator invites someone with `role`; they accept with their own username and a strong password. */
export async function inviteAndAccept(request: APIRequestContext, adminToken: string, role: StaffRole, baseUrl = ''): Promise<StaffMember> {
  const username = uniqueName(role);
  const email = `${username}@staff.example.com`;
  const displayName = `${role[0].toUpperCase()}${role.slice(1)} ${username.slice(-4)}`;
  const invited = await request.post(`${baseUrl}/api/auth/invitations`, { headers: bearer(adminToken), data: { email, role, displayName } });
  expect(invited.status(), await invited.text()).toBe(201);
  const { url } = (await invited.json()) as { url: string };
  const password = strongPassword();
  const accepted = await request.post(`${baseUrl}/api/auth/invitations/accept`, { data: { token: tokenOfLink(url), username, password } });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const { token } = (await accepted.json()) as { token: string };
  return { username, password, email, displayName, role, token };
}

/** Logs in with a password only (no second factor) and answers the session token. */
export async function loginAs(request: APIRequestContext, member: Pick<StaffMember, 'username' | 'password'>, baseUrl = ''): Promise<string> {
  const response = await request.post(`${baseUrl}/api/auth/login`, { data: { username: member.username, password: member.password } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { token?: string };
  expect(body.token, 'a session token').toBeTruthy();
  return body.token as string;
}
