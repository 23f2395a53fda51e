/**
 * The page the provider returns to, inside the sign-in popup. It carries the result in a data
 * attribute and loads popup.js (same origin: the CSP allows no inline script), which hands the
 * result to the login page — only within this site's origin — and closes the popup.
 *
 * Two channels: `postMessage` to the opener, and a same-origin BroadcastChannel. The second is
 * needed because the app's pages send `Cross-Origin-Opener-Policy: same-origin`, which severs the
 * opener link once the popup has visited the provider's (cross-origin) sign-in page.
 */
import { THIRD_PARTY_POPUP_MESSAGE as POPUP_MESSAGE_TYPE, type ThirdPartyPopupResult } from '@cb/domain';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function popupPage(result: ThirdPartyPopupResult): string {
  const text = 'error' in result ? result.error : '登录成功，正在返回…';
  return `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><title>企业微信登录</title></head>
<body>
<p>${escapeHtml(text)}</p>
<div id="cb-third-login" data-result="${escapeHtml(JSON.stringify(result))}" hidden></div>
<script src="/api/thirdLogin/popup.js"></script>
</body>
</html>
`;
}

export const POPUP_SCRIPT = `(function () {
  var el = document.getElementById('cb-third-login');
  if (!el) return;
  var result = JSON.parse(el.getAttribute('data-result') || '{}');
  result.type = '${POPUP_MESSAGE_TYPE}';
  if (window.opener) window.opener.postMessage(result, window.location.origin);
  if (typeof BroadcastChannel === 'function') {
    var channel = new BroadcastChannel('${POPUP_MESSAGE_TYPE}');
    channel.postMessage(result);
    channel.close();
  }
  setTimeout(function () { window.close(); }, 100);
})();
`;
