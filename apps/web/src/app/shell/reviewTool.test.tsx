import '../../shared/testing/browserStubs';
import { render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/stores/session';
import FloatingToolbar from './FloatingToolbar';
import { reviewToolVisible } from './reviewTool';

const REVIEW_PAGE = '/htps/review/1/0190a8e4-0000-7000-8000-000000000001/1';

describe('reviewToolVisible (SPEC.md §2: setting reviewToolEnable on and the route contains /htps/review)', () => {
  it.each([
    [1, REVIEW_PAGE, true],
    [1, '/htps/review', true],
    [1, '/htps/review/config', true],
    [0, REVIEW_PAGE, false],
    [undefined, REVIEW_PAGE, false],
    [1, '/htps/bgsp/await', false],
    [1, '/xmsl/search', false],
    [1, '/index', false],
    [0, '/xmsl/search', false],
  ])('setting %j on %s → %j', (setting, path, visible) =>
    expect(reviewToolVisible(setting, path)).toBe(visible),
  );
});

describe('FloatingToolbar', () => {
  afterEach(() => sessionStore.setState({ permissions: { auth: [], allAuth: [] } }));

  function show(reviewTool: boolean) {
    sessionStore.setState({
      permissions: {
        auth: ['common:review:tool', 'common:code:query', 'common:company:check'].map((action) => ({
          type: '1',
          action,
          status: '1',
        })),
        allAuth: [],
      },
    });
    return render(
      <App>
        <FloatingToolbar reviewTool={reviewTool} />
      </App>,
    );
  }

  it('shows the review tool button only when told to, the other tools always', async () => {
    const { unmount } = show(true);
    await waitFor(() => expect(screen.getByRole('button', { name: '审核工具' })).toBeTruthy());
    expect(screen.getByRole('button', { name: '专业代码查询' })).toBeTruthy();
    unmount();

    show(false);
    await waitFor(() => expect(screen.getByRole('button', { name: '专业代码查询' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: '审核工具' })).toBeNull();
    expect(screen.getByRole('button', { name: '企业信息查询' })).toBeTruthy();
  });
});
