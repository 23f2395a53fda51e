import '../../shared/testing/browserStubs';
import { render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../shared/testing/queryClient';
import CalendarPage, { CALENDAR_NAME_WIDTH, calendarDayWidth } from './CalendarPage';

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let requests: URL[] = [];

beforeEach(() => {
  requests = [];
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T04:00:00Z') });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://x');
      requests.push(url);
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      return envelope({
        records: [
          {
            auditorId: '00000000-0000-4000-8000-0000000000a1',
            name: '李审核',
            schemes: ['QMS'],
            // An audit on the Saturday afternoon.
            slots: [
              {
                date: '2026-12-05',
                half: 2,
                state: 'busy',
                clash: false,
                tasks: [
                  {
                    planId: '00000000-0000-4000-8000-0000000000b1',
                    planNo: 'R0000-2026-0001',
                    enterpriseName: '华瑞电子',
                    role: 1,
                    status: 3,
                  },
                ],
              },
            ],
          },
        ],
        total: 1,
        current: 1,
        size: 20,
        pages: 1,
        from,
        to,
      });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('审核日程', () => {
  it('the week view shows Monday to Sunday, all in the width a page has at 1366 px', async () => {
    render(withQueryClient(<App>{<CalendarPage />}</App>));
    await screen.findByText('李审核');
    expect(screen.getByTestId('calendar-range').textContent).toBe('2026-11-30 ~ 2026-12-06');
    expect(requests[0]?.searchParams.get('from')).toBe('2026-11-30');
    expect(requests[0]?.searchParams.get('to')).toBe('2026-12-06');

    const heads = [...document.querySelectorAll('.ant-table-thead .cb-cal-head')].map((h) => h.textContent);
    expect(heads).toEqual(['11-30一', '12-01二', '12-02三', '12-03四', '12-04五', '12-05六', '12-06日']);
    // The weekend's bookings show like any other day's.
    await waitFor(() =>
      expect(document.querySelector('[data-slot="2026-12-05:2"]')?.getAttribute('data-state')).toBe('busy'),
    );

    // 1366 px less the open menu (270), the page's padding (32) and the card's (24): 1,040 px.
    const width = CALENDAR_NAME_WIDTH + 7 * calendarDayWidth('week');
    expect(width).toBeLessThanOrEqual(1040);
    const table = document.querySelector<HTMLTableElement>('.ant-table table');
    expect(table?.style.width).toBe(`${width}px`);
  });
});
