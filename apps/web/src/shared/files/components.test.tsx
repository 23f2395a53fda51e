import '../testing/browserStubs';
import type { RecordFile, RecordFileGroup } from '@cb/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordFilesApi } from './api';
import { FilePreview } from './FilePreview';
import { RecordFileList } from './RecordFileList';
import { UploadSlot } from './UploadSlot';

afterEach(cleanup);

function file(overrides: Partial<RecordFile>): RecordFile {
  return {
    id: '0190aaaa-0000-7000-8000-000000000001',
    documentType: 'xmsl001',
    revision: 1,
    fileName: '认证申请书.pdf',
    contentType: 'application/pdf',
    size: 2048,
    uploadedBy: null,
    uploadedByName: '张三',
    uploadedAt: '2026-11-21T08:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

function fakeApi(groups: RecordFileGroup[] = []): RecordFilesApi & { [K in keyof RecordFilesApi]: any } {
  return {
    prefix: '/probe/files',
    list: vi.fn(async () => groups),
    upload: vi.fn(async (_recordId, documentType, f: File) => file({ documentType, fileName: f.name })),
    blob: vi.fn(async () => new Blob(['x'])),
    download: vi.fn(async () => undefined),
    remove: vi.fn(async () => undefined),
  };
}

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>{children}</App>
    </QueryClientProvider>,
  );
}

const choose = (container: HTMLElement, f: File) =>
  act(async () => {
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [f] } });
  });

describe('UploadSlot', () => {
  it('refuses a PDF in a Word-only slot with the spec message and sends nothing', async () => {
    const api = fakeApi();
    const { container } = wrap(<UploadSlot api={api} recordId="r1" documentType="htps001" kind="word" />);
    expect(container.querySelector('input[type=file]')!.getAttribute('accept')).toBe('.doc,.docx');
    await choose(container, new File(['%PDF-'], '合同.pdf'));
    await screen.findByText('只能上传Word文件！');
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('refuses a Word file in an Excel-only slot', async () => {
    const api = fakeApi();
    const { container } = wrap(
      <UploadSlot api={api} recordId="r1" documentType="product_sample_form" kind="excel" />,
    );
    await choose(container, new File(['PK'], '抽样单.docx'));
    await screen.findByText('只能上传excel文件');
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('sends an accepted file with its document type and reports success', async () => {
    const api = fakeApi();
    const uploaded = vi.fn();
    const { container } = wrap(
      <UploadSlot api={api} recordId="r1" documentType="xmsl001" kind="word" onUploaded={uploaded} />,
    );
    expect(screen.getByText('认证申请书')).toBeTruthy();
    await choose(container, new File(['PK'], '申请书.docx'));
    await waitFor(() => expect(uploaded).toHaveBeenCalled());
    expect(api.upload).toHaveBeenCalledWith('r1', 'xmsl001', expect.any(File), expect.anything());
    await screen.findByText('上传成功');
  });

  it('shows the server’s refusal', async () => {
    const api = fakeApi();
    api.upload.mockRejectedValueOnce(new Error('上传内容过大'));
    const { container } = wrap(<UploadSlot api={api} recordId="r1" documentType="xmsl001" />);
    await choose(container, new File(['%PDF-'], 'big.pdf'));
    await screen.findByText('上传内容过大');
  });

  it('does not keep a refused file listed under its slot', async () => {
    const api = fakeApi();
    api.upload.mockRejectedValueOnce(new Error('不支持的文件格式！'));
    const { container } = wrap(<UploadSlot api={api} recordId="r1" documentType="xmsl001" />);
    await choose(container, new File(['MZ'], '申请书.pdf'));
    await screen.findByText('不支持的文件格式！');
    // (jsdom never ends antd's leave animation: a leaving item counts as gone.)
    const listed = () =>
      container.querySelector(
        '.ant-upload-list-item-container:not(.ant-upload-animate-leave) .ant-upload-list-item',
      );
    await waitFor(() => expect(listed()).toBeNull());
  });
});

describe('FilePreview', () => {
  it('says 此文件格式不支持在线预览！ for other formats without fetching the file', async () => {
    const load = vi.fn(async () => new Blob());
    wrap(<FilePreview target={{ fileName: '名单.xlsx', contentType: 'application/vnd.ms-excel', load }} />);
    expect(screen.getByText('此文件格式不支持在线预览！')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows an image inline from the loaded content', async () => {
    const created = vi.fn(() => 'blob:preview');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const load = vi.fn(async () => new Blob(['png']));
    wrap(<FilePreview target={{ fileName: '营业执照.png', contentType: 'image/png', load }} />);
    const img = (await screen.findByTestId('preview-image-img')) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('blob:preview');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load', async () => {
    wrap(
      <FilePreview
        target={{
          fileName: 'a.pdf',
          contentType: 'application/pdf',
          load: () => Promise.reject(new Error('x')),
        }}
      />,
    );
    await screen.findByText('文件加载失败');
  });
});

describe('RecordFileList', () => {
  const current = file({
    id: '0190aaaa-0000-7000-8000-000000000002',
    revision: 2,
    fileName: '申请书-修订.pdf',
    version: 1,
  });
  const older = file({ revision: 1, fileName: '申请书.pdf' });

  it('lists each document with its version, and its earlier versions when expanded', async () => {
    const api = fakeApi([{ documentType: 'xmsl001', current, history: [older] }]);
    const { container } = wrap(<RecordFileList api={api} recordId="r1" />);
    await screen.findByText('申请书-修订.pdf');
    expect(screen.getByText('第2版')).toBeTruthy();
    expect(screen.queryByText('申请书.pdf')).toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
    await act(async () => {
      fireEvent.click(container.querySelector('.ant-table-row-expand-icon')!);
    });
    expect(screen.getByText('申请书.pdf')).toBeTruthy();
    expect(screen.getByText('历史版本')).toBeTruthy();
  });

  it('warns instead of previewing an unsupported format, and deletes only after confirmation', async () => {
    const zip = file({
      documentType: 'attachment',
      fileName: '资料.zip',
      contentType: 'application/zip',
      version: 3,
    });
    const api = fakeApi([{ documentType: 'attachment', current: zip, history: [] }]);
    wrap(<RecordFileList api={api} recordId="r1" editable />);
    await screen.findByText('资料.zip');
    fireEvent.click(screen.getByText('预览'));
    await screen.findByText('此文件格式不支持在线预览！');
    expect(api.blob).not.toHaveBeenCalled();

    fireEvent.click(screen.getByText('删除'));
    expect(await screen.findAllByText('确定删除文件“资料.zip”吗？')).not.toHaveLength(0);
    expect(api.remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(api.remove).toHaveBeenCalledWith('r1', expect.objectContaining({ version: 3 })),
    );
    await screen.findByText('删除成功');
  });
});
