import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/stores/session';
import { LoginPage } from './LoginPage';

function envelope(status: number, result: unknown, message = '') {
  return new Response(
    JSON.stringify({ success: status === 200, message, code: status, result, timestamp: 0 }),
    {
      status,
      headers: { 'Content-Type': 'application/json' },
    },
  );
}

const loginResult = {
  token: 'tok',
  userInfo: { id: 'u1', username: 'admin', realname: '管理员', avatar: null },
};

function Elsewhere() {
  return <p>elsewhere</p>;
}

function renderLogin(initialEntry = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [initialEntry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const username = () => screen.getByLabelText<HTMLInputElement>('用户名');
const password = () => screen.getByLabelText<HTMLInputElement>('密码');
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: '登录' });

describe('LoginPage', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(() => {
    sessionStore.setState({ token: null, userInfo: null, roles: null });
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('renders the product name, the fields with their ids and the Login button', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: /认证机构业务管理系统/ })).toBeTruthy();
    expect(username().id).toBe('username');
    expect(password().id).toBe('password');
    expect(password().type).toBe('password');
    expect(submitButton().textContent).toBe('登录');
    expect(screen.getByRole('button', { name: '企业微信登录' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '钉钉登录' })).toBeNull();
  });

  it('shows the required-field messages and sends nothing', () => {
    renderLogin();
    fireEvent.click(submitButton());
    expect(screen.getByText('请输入用户名!')).toBeTruthy();
    expect(screen.getByText('请输入密码!')).toBeTruthy();
    expect(username().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats blank input as missing and clears the message once filled', () => {
    renderLogin();
    fireEvent.change(username(), { target: { value: '   ' } });
    expect(screen.getByText('请输入用户名!')).toBeTruthy();
    fireEvent.change(username(), { target: { value: 'admin' } });
    expect(screen.queryByText('请输入用户名!')).toBeNull();
  });

  it('sends trimmed credentials, shows progress, then goes to the redirect target', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const router = renderLogin(`/login?redirect=${encodeURIComponent('/xmsl/detail/1/1?tab=2')}`);
    fireEvent.change(username(), { target: { value: '  admin ' } });
    fireEvent.change(password(), { target: { value: ' secret1 ' } });
    fireEvent.submit(password().form!);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/sys/erpnew/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'admin', password: 'secret1' });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: '登录中...' });
    expect(button.disabled).toBe(true);

    await act(async () => answer(envelope(200, loginResult)));
    expect(router.state.location.pathname + router.state.location.search).toBe('/xmsl/detail/1/1?tab=2');
    expect(sessionStore.getState().token).toBe('tok');
  });

  it('goes to /index when there is no safe redirect target', async () => {
    fetchMock.mockResolvedValueOnce(envelope(200, loginResult));
    const router = renderLogin('/login?redirect=//evil.example');
    fireEvent.change(username(), { target: { value: 'admin' } });
    fireEvent.change(password(), { target: { value: 'secret1' } });
    await act(async () => fireEvent.submit(password().form!));
    expect(router.state.location.pathname).toBe('/index');
  });

  it('shows 登录失败 with the server message and re-enables the button', async () => {
    fetchMock.mockResolvedValueOnce(envelope(401, null, '用户名或密码错误'));
    renderLogin();
    fireEvent.change(username(), { target: { value: 'admin' } });
    fireEvent.change(password(), { target: { value: 'wrong' } });
    await act(async () => fireEvent.click(submitButton()));

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('登录失败');
    expect(notice.textContent).toContain('用户名或密码错误');
    expect(submitButton().disabled).toBe(false);
    expect(submitButton().textContent).toBe('登录');
    expect(sessionStore.getState().token).toBeNull();
  });

  it('falls back to the generic message when the server is unreachable, for 4 s', async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      renderLogin();
      fireEvent.change(username(), { target: { value: 'admin' } });
      fireEvent.change(password(), { target: { value: 'x' } });
      await act(async () => fireEvent.click(submitButton()));
      expect(screen.getByRole('alert').textContent).toContain('请求出现错误，请稍后再试');
      await act(async () => vi.advanceTimersByTime(3_999));
      expect(screen.queryByRole('alert')).not.toBeNull();
      await act(async () => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
