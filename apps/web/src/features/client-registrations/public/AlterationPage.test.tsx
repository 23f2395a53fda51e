import '../../../shared/testing/browserStubs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls, renderPage } from '../../../shared/testing/pageHarness';
import AlterationPage from './AlterationPage';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AlterationPage (找回密码)', () => {
  it('refuses a weak or mismatched new password, then resets with the code and says so', async () => {
    const calls = answerCalls(() => null);
    renderPage('/user/alteration', AlterationPage);
    type('用户名', 'staff');
    type('验证码', '123456');
    type('新密码', 'abcdefgh');
    type('确认新密码', 'abcdefgh');
    fireEvent.click(screen.getByRole('button', { name: '重设密码' }));
    expect(await screen.findByText('密码长度必须是8-16位且包含数字')).toBeTruthy();
    type('新密码', 'Abcdefg1');
    type('确认新密码', 'Abcdefg2');
    fireEvent.click(screen.getByRole('button', { name: '重设密码' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/user/alteration')).toBe(false);
    type('确认新密码', 'Abcdefg1');
    fireEvent.click(screen.getByRole('button', { name: '重设密码' }));
    expect(await screen.findByText('密码已重设，请用新密码登录')).toBeTruthy();
    const reset = calls.find((c) => c.path === '/api/user/alteration');
    expect(JSON.parse(reset?.body ?? '{}')).toMatchObject({
      username: 'staff',
      code: '123456',
      password: 'Abcdefg1',
    });
  });

  it('sends the code for the account and counts down before another may be sent', async () => {
    const calls = answerCalls(() => null);
    renderPage('/user/alteration', AlterationPage);
    type('用户名', 'staff');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/user/alteration/code')?.body).toBe('{"username":"staff"}'),
    );
    expect(await screen.findByRole('button', { name: /\d+s/ })).toHaveProperty('disabled', true);
  });
});
