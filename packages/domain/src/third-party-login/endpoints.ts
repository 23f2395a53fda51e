/**
 * The third-party sign-in endpoints (/thirdLogin): all public (SECURITY.md rule 2: the login
 * callbacks are public). Their schemas are `thirdPartyLoginSchemas` (contract.ts), a type only here.
 */
import { defineEndpoints } from '../common/endpoints.ts';
import type { thirdPartyLoginSchemas } from './contract.ts';

export const thirdPartyLoginEndpoints = defineEndpoints<typeof thirdPartyLoginSchemas>()({
  startThirdPartyLogin: {
    method: 'GET',
    path: '/thirdLogin/render/:provider',
    access: 'public',
    summary: '第三方登录：跳转到身份提供方（弹窗页面）',
  },
  finishThirdPartyLogin: {
    method: 'GET',
    path: '/thirdLogin/callback/:provider',
    access: 'public',
    summary: '第三方登录：身份提供方回调（弹窗页面）',
  },
  getThirdPartyLoginScript: {
    method: 'GET',
    path: '/thirdLogin/popup.js',
    access: 'public',
    summary: '第三方登录弹窗脚本',
  },
  redeemThirdPartyLogin: {
    method: 'GET',
    path: '/thirdLogin/getLoginUser/:id',
    access: 'public',
    summary: '第三方登录：以一次性票据换取登录令牌',
  },
});
