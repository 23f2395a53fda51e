import '../../shared/testing/browserStubs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContractNumberRuleSection } from './ContractNumberRuleSection';

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, code: 200, message: '', result, timestamp: 0 }), {
    status: 200,
  });

let calls: { url: string; method: string; body?: string }[] = [];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body as string | undefined });
      if (url.includes('/preview')) return envelope({ preview: 'HTE-2611-001' });
      return envelope({
        pattern: 'HT{yyyy}{seq:5}',
        version: 0,
        isDefault: true,
        preview: 'HT202600010',
        updatedAt: null,
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function show(editable: boolean) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <ContractNumberRuleSection editable={editable} />
      </App>
    </QueryClientProvider>,
  );
}

describe('ContractNumberRuleSection', () => {
  it('shows the pattern and the next number; readers get no editor', async () => {
    show(false);
    expect((await screen.findByTestId('contract-number-current')).textContent).toBe('HT{yyyy}{seq:5}');
    expect(screen.getByTestId('contract-number-next').textContent).toBe('HT202600010');
    expect(screen.queryByTestId('contract-number-pattern')).toBeNull();
  });

  it('refuses a bad pattern on the page and previews a good one through the server', async () => {
    show(true);
    const input = (await screen.findByTestId('contract-number-pattern')) as HTMLInputElement;
    const save = () => screen.getByTestId('contract-number-save') as HTMLButtonElement;
    expect(save().disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'HT{yyyy}' } });
    await screen.findByText('合同编号规则：编号规则必须包含一个流水号 {seq}');
    expect(save().disabled).toBe(true);
    expect(calls.some((c) => c.url.includes('/preview'))).toBe(false);

    fireEvent.change(input, { target: { value: 'HTE-{yy}{MM}-{seq:3}' } });
    await screen.findByText('按新规则，下一个合同编号为 HTE-2611-001');
    expect(calls.find((c) => c.url.includes('/preview'))!.url).toContain(
      `pattern=${encodeURIComponent('HTE-{yy}{MM}-{seq:3}')}`,
    );
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(put.body!)).toEqual({ pattern: 'HTE-{yy}{MM}-{seq:3}', version: 0 });
  });
});
