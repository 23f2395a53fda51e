import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/http';
import { planPresentation } from './errorCatalogue';

const ctx = { method: 'GET' as const, path: '/x', blob: false };
const state = { hasToken: true, timeoutText: '网络超时', forbiddenText: '拒绝访问' };
const plan = (error: ApiError, s = state, c = ctx) => planPresentation(error, c, s);

describe('error catalogue (SPEC.md §8)', () => {
  it('403 → 拒绝访问 for 4 s', () => {
    expect(plan(new ApiError(403, '拒绝访问，没有权限'))).toEqual({
      show: { type: 'notification', description: '拒绝访问', duration: 4 },
    });
  });

  it('403 with a reason of the server’s → titled 拒绝访问, the reason under it, 4 s', () => {
    expect(plan(new ApiError(403, '审批人不能是计划安排人'))).toEqual({
      show: { type: 'notification', title: '拒绝访问', description: '审批人不能是计划安排人', duration: 4 },
    });
    // No reason (or only the plain one): 拒绝访问 as before.
    expect(plan(new ApiError(403, '')).show).toEqual({
      type: 'notification',
      description: '拒绝访问',
      duration: 4,
    });
  });

  it('500 Token失效 with a token → the 登录已过期 dialog, session expired', () => {
    expect(plan(new ApiError(500, 'Token失效，请重新登录'))).toEqual({
      show: { type: 'sessionExpired' },
      expireSession: true,
    });
  });

  it('428 (password reset by an administrator) → nothing: the change-password dialog is open', () => {
    expect(plan(new ApiError(428, '管理员已重置您的密码，请先修改密码'))).toEqual({ show: { type: 'none' } });
  });

  it('500 Token失效 without a token → only the message', () => {
    expect(plan(new ApiError(500, 'Token失效，请重新登录'), { ...state, hasToken: false }).show.type).toBe(
      'notification',
    );
  });

  it('501 of a file request → its message, loading mask hidden', () => {
    expect(plan(new ApiError(501, '文件不存在'), state, { ...ctx, blob: true })).toEqual({
      show: { type: 'notification', description: '文件不存在', duration: 4 },
      hideLoading: true,
    });
  });

  it('404 → 很抱歉，资源未找到! plus the server message, 4 s', () => {
    expect(plan(new ApiError(404, '数据不存在')).show).toEqual({
      type: 'notification',
      description: '数据不存在',
      prefixKey: 'http.notFound',
      duration: 4,
    });
  });

  it('504 → 网络超时', () => {
    expect(plan(new ApiError(504, 'x', 'timeout')).show).toMatchObject({ description: '网络超时' });
  });

  it('401 signed in → message 4 s, then sign-out and reload after 1.5 s', () => {
    expect(plan(new ApiError(401, 'Token失效，请重新登录'))).toEqual({
      show: { type: 'notification', description: 'Token失效，请重新登录', duration: 4 },
      logoutAfterMs: 1500,
    });
  });

  it('401 signed out → message only', () => {
    expect(
      plan(new ApiError(401, '用户名或密码错误'), { ...state, hasToken: false }).logoutAfterMs,
    ).toBeUndefined();
  });

  it('other statuses → the server message for 4 s', () => {
    expect(plan(new ApiError(409, '数据已被他人修改，请刷新后重试')).show).toEqual({
      type: 'notification',
      description: '数据已被他人修改，请刷新后重试',
      duration: 4,
    });
  });

  it('download failures → their text as a message', () => {
    expect(plan(new ApiError(601, '暂无数据导出！', 'download'))).toEqual({
      show: { type: 'message', text: '暂无数据导出！' },
      hideLoading: true,
    });
  });
});
