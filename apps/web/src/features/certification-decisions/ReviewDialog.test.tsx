import '../../shared/testing/browserStubs';
import { DEFAULT_REVIEW_ITEMS } from '@cb/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../shared/testing/queryClient';
import type { TechReviewRow } from './api';
import { ReviewDialog } from './ReviewDialog';

const REVIEW = '00000000-0000-4000-8000-000000000001';
let posted: { path: string; body: { result: number; findings: { ok: boolean | null }[] } }[] = [];

beforeEach(() => {
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      posted.push({ path: url.pathname, body: JSON.parse(String(init?.body)) });
      return new Response(
        JSON.stringify({
          success: true,
          message: '',
          code: 200,
          result: { id: REVIEW, version: 3 },
          timestamp: 0,
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function open() {
  render(
    withQueryClient(
      <App>
        <MemoryRouter>
          <ReviewDialog
            review={{ id: REVIEW, version: 2, result: 0, enterpriseName: '测试企业' } as TechReviewRow}
            onClose={() => undefined}
          />
        </MemoryRouter>
      </App>,
    ),
  );
}
const radio = (scope: HTMLElement, label: string) =>
  within(scope).getByRole('radio', { name: label }) as HTMLInputElement;

describe('技术审定', () => {
  it('opens with every item unanswered and no conclusion: nothing is approved by one click', async () => {
    open();
    await screen.findByText('技术审定：测试企业');
    for (const [i] of DEFAULT_REVIEW_ITEMS.entries()) {
      const item = screen.getByTestId(`review-item-${i}`);
      expect(radio(item, '符合').checked).toBe(false);
      expect(radio(item, '不符合').checked).toBe(false);
    }
    const conclusion = screen.getByTestId('review-conclusion');
    expect(radio(conclusion, '通过').checked).toBe(false);
    // Submitting at once: asked to choose a conclusion, nothing sent.
    fireEvent.click(screen.getByTestId('review-submit'));
    expect(await screen.findByText('请选择审定结论')).toBeTruthy();
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
    expect(posted).toEqual([]);
  });

  it('refuses a pass while an item is unanswered, naming it; passes once each is answered', async () => {
    open();
    await screen.findByText('技术审定：测试企业');
    fireEvent.click(radio(screen.getByTestId('review-conclusion'), '通过'));
    for (const i of DEFAULT_REVIEW_ITEMS.keys())
      if (i > 0) fireEvent.click(radio(screen.getByTestId(`review-item-${i}`), '符合'));
    fireEvent.click(screen.getByTestId('review-submit'));
    expect(
      await screen.findByText(`以下审定项尚未确认是否符合：${DEFAULT_REVIEW_ITEMS[0]}，不能审定通过`),
    ).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.click(radio(screen.getByTestId('review-item-0'), '符合'));
    fireEvent.click(screen.getByTestId('review-submit'));
    fireEvent.click(
      await vi.waitFor(() => document.querySelector<HTMLElement>('.ant-modal-confirm .ant-btn-primary')!),
    );
    expect(await screen.findByText('审定结论已提交')).toBeTruthy();
    expect(posted).toHaveLength(1);
    expect(posted[0]!.path).toBe('/api/jssd/review/submit');
    expect(posted[0]!.body.result).toBe(1);
    expect(posted[0]!.body.findings.map((f) => f.ok)).toEqual(DEFAULT_REVIEW_ITEMS.map(() => true));
  });
});
