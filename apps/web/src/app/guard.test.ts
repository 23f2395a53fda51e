import { describe, expect, it } from 'vitest';
import { decideAfterUserInfo, decideNavigation, type GuardInput, redirectTargetAfterLogin } from './guard';

const base: GuardInput = { pathname: '/index', search: '', tenantId: '1', hasToken: true, rolesLoaded: true };

describe('decideNavigation', () => {
  it.each<[string, Partial<GuardInput>, ReturnType<typeof decideNavigation>]>([
    ['no tenant → /404?ogn=2', { tenantId: null }, { type: 'redirect', to: '/404?ogn=2' }],
    ['no tenant on /404 → pass', { tenantId: null, pathname: '/404', hasToken: false }, { type: 'pass' }],
    ['public page without token → pass', { pathname: '/reviewTool', hasToken: false }, { type: 'pass' }],
    [
      'public page with parameters → pass',
      { pathname: '/notice/detail/9/1', hasToken: false, rolesLoaded: false },
      { type: 'pass' },
    ],
    [
      'public page with token, roles not loaded → pass',
      { pathname: '/404', rolesLoaded: false },
      { type: 'pass' },
    ],
    ['/login without token → pass', { pathname: '/login', hasToken: false }, { type: 'pass' }],
    [
      '/user/register without token → pass',
      { pathname: '/user/register', hasToken: false },
      { type: 'pass' },
    ],
    [
      '/user/alteration without token → pass',
      { pathname: '/user/alteration', hasToken: false },
      { type: 'pass' },
    ],
    [
      'private page without token → /login with the full original path',
      { pathname: '/xmsl/detail/1/1', search: '?tab=2&x=%E4%B8%AD', hasToken: false },
      { type: 'redirect', to: `/login?redirect=${encodeURIComponent('/xmsl/detail/1/1?tab=2&x=%E4%B8%AD')}` },
    ],
    [
      '/fileArchiveCheck/check without token → /login',
      { pathname: '/fileArchiveCheck/check', search: '?id=5', hasToken: false },
      { type: 'redirect', to: `/login?redirect=${encodeURIComponent('/fileArchiveCheck/check?id=5')}` },
    ],
    ['token, roles not loaded → load user info', { rolesLoaded: false }, { type: 'loadUserInfo' }],
    [
      'token, roles not loaded, on /login → load user info',
      { pathname: '/login', rolesLoaded: false },
      { type: 'loadUserInfo' },
    ],
    ['token with roles → pass', {}, { type: 'pass' }],
    ['token with roles on /login → /index', { pathname: '/login' }, { type: 'redirect', to: '/index' }],
  ])('%s', (_name, input, expected) => {
    expect(decideNavigation({ ...base, ...input })).toEqual(expected);
  });
});

describe('decideAfterUserInfo', () => {
  it('lands cert_admin on /reviewTool once per sign-in, then lets it into the workbench', () => {
    expect(decideAfterUserInfo(['cert_admin'], { ...base, rolesLoaded: false, landed: true })).toEqual({
      type: 'pass',
    });
  });
  it('sends cert_admin to /reviewTool', () => {
    expect(decideAfterUserInfo(['cert_admin'], { ...base, rolesLoaded: false })).toEqual({
      type: 'redirect',
      to: '/reviewTool',
    });
  });
  it('continues to the requested page otherwise', () => {
    expect(decideAfterUserInfo(['admin'], { ...base, rolesLoaded: false })).toEqual({ type: 'pass' });
  });
  it('still sends a signed-in user away from /login', () => {
    expect(decideAfterUserInfo(['admin'], { ...base, pathname: '/login', rolesLoaded: false })).toEqual({
      type: 'redirect',
      to: '/index',
    });
  });
});

describe('redirectTargetAfterLogin', () => {
  it.each([
    ['', '/index'],
    ['?redirect=', '/index'],
    [`?redirect=${encodeURIComponent('/xmsl/detail/1/1?tab=2')}`, '/xmsl/detail/1/1?tab=2'],
    ['?redirect=/index', '/index'],
    ['?redirect=//evil.example/x', '/index'],
    ['?redirect=/\\evil.example', '/index'],
    ['?redirect=https://evil.example', '/index'],
    ['?redirect=javascript:alert(1)', '/index'],
    [`?redirect=${encodeURIComponent('/\t/evil.example')}`, '/index'],
    ['?redirect=/login', '/index'],
    [`?redirect=${encodeURIComponent('/login?redirect=/x')}`, '/index'],
  ])('%s → %s', (search, expected) => {
    expect(redirectTargetAfterLogin(search)).toBe(expected);
  });
});
