import '../testing/browserStubs';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/errors';
import { blockStatusOf, ErrorBlock } from './ErrorBlock';

describe('blockStatusOf', () => {
  it.each([
    [new ApiError(403, '无权'), 'forbidden'],
    [new ApiError(404, '不存在'), 'notFound'],
    [new ApiError(400, '数据标识格式错误'), 'notFound'],
    [new ApiError(500, '错误'), 'error'],
    [new ApiError(0, '网络', 'network'), 'error'],
    [new Error('boom'), 'error'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [500, 'error'],
  ])('%s → %s', (error, status) => {
    expect(blockStatusOf(error)).toBe(status);
  });
});

describe('ErrorBlock', () => {
  it('says forbidden for a 403 and not found for a 404', () => {
    const { unmount } = render(<ErrorBlock error={new ApiError(403, 'x')} />);
    expect(screen.getByTestId('error-block-forbidden').textContent).toContain('403');
    expect(screen.getByText('抱歉，您无权访问此页面。')).toBeTruthy();
    unmount();
    render(<ErrorBlock error={new ApiError(404, 'x')} />);
    expect(screen.getByTestId('error-block-notFound').textContent).toContain('404');
  });

  it('says why a 403 the server explains, under the standard text; not the plain refusal', () => {
    const { unmount } = render(<ErrorBlock error={new ApiError(403, '这不是分配给您的技术审定任务')} />);
    expect(screen.getByText('抱歉，您无权访问此页面。')).toBeTruthy();
    expect(screen.getByTestId('error-block-reason').textContent).toBe('这不是分配给您的技术审定任务');
    unmount();
    render(<ErrorBlock error={new ApiError(403, '拒绝访问，没有权限')} />);
    expect(screen.queryByTestId('error-block-reason')).toBeNull();
  });

  it('offers a retry after a failed load', () => {
    const retry = vi.fn();
    render(<ErrorBlock error={new ApiError(0, 'x', 'network')} onRetry={retry} />);
    expect(screen.getByText('加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button'));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('takes a page’s own title and way back', () => {
    render(<ErrorBlock status="notFound" title="通知不存在或已撤销" extra={<a href="/x">返回</a>} />);
    expect(screen.getByText('通知不存在或已撤销')).toBeTruthy();
    expect(screen.queryByText('抱歉，您访问的记录不存在或已被删除。')).toBeNull();
    expect(screen.getByText('返回')).toBeTruthy();
  });
});
