import '../testing/browserStubs';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmActionButton } from './ConfirmActionButton';

function renderButton(action: () => Promise<unknown>, onDone: () => void) {
  render(
    <App>
      <ConfirmActionButton
        label="删除"
        title="确定删除该企业吗？"
        content="杭州宏远建设工程有限公司"
        done="删除成功"
        action={action}
        onDone={onDone}
      />
    </App>,
  );
}

describe('ConfirmActionButton', () => {
  it('asks first, runs the action on OK, then says so and calls onDone', async () => {
    const action = vi.fn().mockResolvedValue(undefined);
    const onDone = vi.fn();
    renderButton(action, onDone);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    await screen.findAllByText('确定删除该企业吗？');
    expect(screen.getAllByText('杭州宏远建设工程有限公司').length).toBeGreaterThan(0);
    expect(action).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(action).toHaveBeenCalledTimes(1);
    expect((await screen.findAllByText('删除成功')).length).toBeGreaterThan(0);
  });

  it('does nothing on cancel, and leaves onDone alone when the action fails', async () => {
    const action = vi.fn().mockRejectedValue(new Error('409'));
    const onDone = vi.fn();
    renderButton(action, onDone);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: /取\s*消|Cancel/ }));
    expect(action).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    await screen.findAllByText('确定删除该企业吗？');
    const ok = screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!;
    fireEvent.click(ok);
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.queryByText('删除成功')).toBeNull();
  });

  it('is red (destructive) unless it says danger={false}', () => {
    render(
      <App>
        <ConfirmActionButton label="删除" title="?" done="ok" action={async () => {}} />
        <ConfirmActionButton label="下一阶段" title="?" done="ok" action={async () => {}} danger={false} />
      </App>,
    );
    expect(screen.getByRole('button', { name: '删除' }).className).toContain('ant-btn-dangerous');
    expect(screen.getByRole('button', { name: '下一阶段' }).className).not.toContain('ant-btn-dangerous');
  });
});
