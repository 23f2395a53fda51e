/**
 * The third-party sign-in endpoints (/thirdLogin): all public (SECURITY.md rule 2: the login
 * callbacks are public). Their schemas are `thirdPartyLoginSchemas` (contract.ts), a type only here.
 */
import { defineEndpoints, get } from '../common/endpoints.ts';
import type { thirdPartyLoginSchemas } from './contract.ts';

export const thirdPartyLoginEndpoints = defineEndpoints<typeof thirdPartyLoginSchemas>()({
  startThirdPartyLogin: get(
    '/thirdLogin/render/:provider',
    'public',
    '第三方登录：跳转到身份提供方（弹窗页面）',
  ),
  finishThirdPartyLogin: get(
    '/thirdLogin/callback/:provider',
    'public',
    '第三方登录：身份提供方回调（弹窗页面）',
  ),
  getThirdPartyLoginScript: get('/thirdLogin/popup.js', 'public', '第三方登录弹窗脚本'),
  redeemThirdPartyLogin: get(
    '/thirdLogin/getLoginUser/:id',
    'public',
    '第三方登录：以一次性票据换取登录令牌',
  ),
});
