import { defineArea } from '../../platform/areas.ts';
import { thirdPartyLoginRoutes } from './routes.ts';
import { ThirdPartyLoginService } from './service.ts';

export default defineArea({
  name: 'third-party-login',
  title: '第三方登录',
  tables: { third_party_providers: '第三方登录配置' },
  routes: (s) =>
    thirdPartyLoginRoutes(new ThirdPartyLoginService(s.database, s.tokens, s.securityLog), s.publicAddress),
});
