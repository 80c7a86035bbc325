import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { Public } from '../http/public.decorator';
import type { AccessDenials } from './access-denials';
import { AllowScope } from './allow-scope.decorator';
import { INVALID_TOKEN, JwtAuthGuard, type StaffRequest, type TokenVerifier } from './jwt-auth.guard';
import { RequireRole } from './require-role.decorator';
import type { StaffRole } from './staff-roles';
import type { TokenCheck } from './token-verifier';

@RequireRole('editor')
class InboxController {
  list(): void {}

  @RequireRole('administrator')
  activity(): void {}

  @RequireRole('contributor')
  counts(): void {}
}

class ProfileController {
  content(): void {}

  @AllowScope('mfa-setup')
  me(): void {}

  @Public()
  login(): void {}
}

const staffWith = (role: StaffRole) => ({
  userId: '5b0c3f5e-2d1c-4c6b-9a31-0a0f2f7d6e11', username: 'anna', displayName: 'Anna Lee', role, sessionId: 's-1',
});

/** Tokens are named by what the fake verifier answers for them. */
const checks: Record<string, TokenCheck> = {
  contributor: { outcome: 'valid', staff: staffWith('contributor') },
  author: { outcome: 'valid', staff: staffWith('author') },
  editor: { outcome: 'valid', staff: staffWith('editor') },
  administrator: { outcome: 'valid', staff: staffWith('administrator') },
  setup: { outcome: 'valid', staff: staffWith('administrator'), scope: 'mfa-setup' },
  other: { outcome: 'valid', staff: staffWith('administrator'), scope: 'password-reset' },
  bad: { outcome: 'invalid', reason: 'test' },
};
const verify: TokenVerifier = async (token) => checks[token];

async function pass(token: string, controller: object, handler: (...args: never[]) => void, denials?: AccessDenials): Promise<StaffRequest> {
  const request = { method: 'GET', originalUrl: '/api/cms/enquiries?page=2', headers: { authorization: `Bearer ${token}` } } as unknown as StaffRequest;
  const response = { setHeader: jest.fn() };
  const context = new ExecutionContextHost([request, response]);
  context.setType('http');
  jest.spyOn(context, 'getHandler').mockReturnValue(handler);
  jest.spyOn(context, 'getClass').mockReturnValue(controller.constructor as never);
  await new JwtAuthGuard(new Reflector(), verify, denials).canActivate(context);
  return request;
}

const inbox = new InboxController();
const profile = new ProfileController();

describe('JwtAuthGuard roles', () => {
  it.each(['editor', 'administrator'])('lets %s into an editors-only controller', async (role) => {
    const request = await pass(role, inbox, inbox.list);
    expect(request.staff).toEqual(staffWith(role as StaffRole));
  });

  it.each([
    ['contributor', 'Your role (contributor) cannot do this: editors and administrators only'],
    ['author', 'Your role (author) cannot do this: editors and administrators only'],
  ])('refuses %s with 403 naming who may', async (role, message) => {
    await expect(pass(role, inbox, inbox.list)).rejects.toEqual(new ForbiddenException(message));
  });

  it('lets a handler ask for more than its controller', async () => {
    await expect(pass('editor', inbox, inbox.activity)).rejects.toEqual(
      new ForbiddenException('Your role (editor) cannot do this: administrators only'),
    );
    await expect(pass('administrator', inbox, inbox.activity)).resolves.toBeDefined();
  });

  it('lets a handler ask for less than its controller', async () => {
    await expect(pass('contributor', inbox, inbox.counts)).resolves.toBeDefined();
  });

  it('lets every role in where no role is asked for', async () => {
    await expect(pass('contributor', profile, profile.content)).resolves.toBeDefined();
  });
});

describe('JwtAuthGuard scopes', () => {
  it('refuses a token limited to a scope where the route does not allow it', async () => {
    await expect(pass('setup', profile, profile.content)).rejects.toEqual(new UnauthorizedException(INVALID_TOKEN));
  });

  it('lets it in where the route allows that scope, and says so', async () => {
    const request = await pass('setup', profile, profile.me);
    expect(request.tokenScope).toBe('mfa-setup');
  });

  it('refuses another scope where one scope is allowed', async () => {
    await expect(pass('other', profile, profile.me)).rejects.toEqual(new UnauthorizedException(INVALID_TOKEN));
  });

  it('accepts a full token where a scope is allowed, with no scope', async () => {
    const request = await pass('author', profile, profile.me);
    expect(request.tokenScope).toBeUndefined();
  });

  it('still refuses an invalid token where a scope is allowed', async () => {
    await expect(pass('bad', profile, profile.me)).rejects.toEqual(new UnauthorizedException(INVALID_TOKEN));
  });

  it('asks for nothing on a public route', async () => {
    const request = await pass('bad', profile, profile.login);
    expect(request.staff).toBeUndefined();
  });
});

describe('JwtAuthGuard refusals on the record (issue 33)', () => {
  it('records a 403 with the user, the route without its query, and the role it needs', async () => {
    const denials = jest.fn<ReturnType<AccessDenials>, Parameters<AccessDenials>>().mockResolvedValue(undefined);
    await expect(pass('author', inbox, inbox.list, denials)).rejects.toBeInstanceOf(ForbiddenException);
    expect(denials).toHaveBeenCalledWith(
      { route: 'GET /api/cms/enquiries', requiredRole: 'editor', reason: 'Your role (author) cannot do this: editors and administrators only' },
      staffWith('author'),
      expect.anything(),
    );
  });

  it('records a valid token of the wrong scope, but not an invalid token nor a request let in', async () => {
    const denials = jest.fn<ReturnType<AccessDenials>, Parameters<AccessDenials>>().mockResolvedValue(undefined);
    await expect(pass('setup', profile, profile.content, denials)).rejects.toBeInstanceOf(UnauthorizedException);
    await expect(pass('bad', profile, profile.content, denials)).rejects.toBeInstanceOf(UnauthorizedException);
    await pass('editor', inbox, inbox.list, denials);
    expect(denials.mock.calls.map(([denial]) => denial)).toEqual([{ route: 'GET /api/cms/enquiries', reason: 'token limited to mfa-setup' }]);
  });
});
