import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  openThirdPartyLogin,
  readPopupMessage,
  THIRD_PARTY_PROVIDERS,
  thirdPartyLoginUrl,
} from './thirdPartyLogin';

describe('third-party login', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers enterprise WeChat and hides DingTalk', () => {
    expect(THIRD_PARTY_PROVIDERS.filter((p) => p.visible).map((p) => p.provider)).toEqual([
      'wechat_enterprise',
    ]);
  });

  it('opens the server page of the provider for this tenant in a popup', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openThirdPartyLogin('wechat_enterprise', '7');
    expect(open).toHaveBeenCalledWith(
      '/api/thirdLogin/render/wechat_enterprise?tenantId=7',
      'third-party-login-wechat_enterprise',
      expect.stringContaining('width=600,height=600'),
    );
    expect(thirdPartyLoginUrl('dingtalk', '1')).toBe('/api/thirdLogin/render/dingtalk?tenantId=1');
  });

  describe("the popup's answer (postMessage)", () => {
    const popup = {} as Window;
    const origin = 'https://erp.example.cn';
    const msg = (data: unknown, extra: Partial<MessageEvent> = {}) => ({
      origin,
      source: popup,
      data,
      ...extra,
    });

    it('takes the ticket from our popup on our origin', () => {
      expect(readPopupMessage(msg({ type: 'cb:third-login', ticket: 't1' }), popup, origin)).toEqual({
        ticket: 't1',
      });
    });
    it('turns an error or an empty answer into a failure', () => {
      expect(readPopupMessage(msg({ type: 'cb:third-login', error: '未绑定' }), popup, origin)).toEqual({
        error: '未绑定',
      });
      expect(readPopupMessage(msg({ type: 'cb:third-login' }), popup, origin)).toEqual({ error: null });
    });
    it('ignores other origins, other windows and other messages', () => {
      const good = { type: 'cb:third-login', ticket: 't1' };
      expect(readPopupMessage(msg(good, { origin: 'https://evil.example' }), popup, origin)).toBeNull();
      expect(readPopupMessage(msg(good, { source: {} as Window }), popup, origin)).toBeNull();
      expect(readPopupMessage(msg(good), null, origin)).toBeNull();
      expect(readPopupMessage(msg({ type: 'other', ticket: 't1' }), popup, origin)).toBeNull();
      expect(readPopupMessage(msg('t1'), popup, origin)).toBeNull();
    });
  });
});
