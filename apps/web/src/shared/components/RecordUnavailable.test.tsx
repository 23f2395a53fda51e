import '../testing/browserStubs';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RecordUnavailable } from './RecordUnavailable';

function open(code: number) {
  const router = createMemoryRouter(
    [
      { path: '/xmsl/update', element: <RecordUnavailable code={code} backTo="/xmsl/search" /> },
      { path: '/xmsl/search', element: <p>申请查询页</p> },
    ],
    { initialEntries: ['/xmsl/update?id=x'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RecordUnavailable (a missing or forbidden record)', () => {
  it('explains a missing record and offers the way back to its list', async () => {
    const router = open(404);
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByText(/记录不存在/)).toBeTruthy();
    screen.getByRole('button', { name: '返回列表' }).click();
    await screen.findByText('申请查询页');
    expect(router.state.location.pathname).toBe('/xmsl/search');
  });

  it('says plainly when the user may not see it', () => {
    open(403);
    expect(screen.getByText('403')).toBeTruthy();
    expect(screen.getByText(/无权/)).toBeTruthy();
  });
});
