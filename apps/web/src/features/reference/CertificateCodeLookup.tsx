import {
  type CertificateCodeRecord,
  CODE_LIST_PAGE_SIZE,
  CODE_LIST_PAGE_SIZE_OPTIONS,
  certificateCodeEnabledLabel,
} from '@cb/domain';
import { Button, Form, Input, Modal, message, Space, Table, type TableProps } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { CertificateStandardSelect } from '../../shared/components/form/CertificateStandardSelect';
import { currentLocale } from '../../shared/i18n';
import { type CodeFilters, referenceApi } from './api';
import { referenceTexts } from './texts';

type Filters = CodeFilters;

/**
 * 专业代码查询 (SPEC.md §2): searches professional codes by code, name and standard, paged 10/50/100.
 * Mounted from the floating toolbar and the scope tool.
 */
export default function CertificateCodeLookup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = referenceTexts.useTranslation();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: CODE_LIST_PAGE_SIZE });
  const [data, setData] = useState<{ records: CertificateCodeRecord[]; total: number }>({
    records: [],
    total: 0,
  });
  const [loading, setLoading] = useState(false);
  const [toast, toastHolder] = message.useMessage();

  const load = useCallback(
    async (signal: AbortSignal) => {
      setLoading(true);
      try {
        const page = await referenceApi.codeList(
          {
            ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)),
            ...paging,
          },
          { signal, silent: true },
        );
        setData({ records: page.records, total: page.total });
      } catch {
        if (!signal.aborted) void toast.warning(t('lookup.failed'));
      } finally {
        if (!signal.aborted) setLoading(false);
      }
    },
    [filters, paging, t, toast],
  );

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [open, load]);

  const columns: TableProps<CertificateCodeRecord>['columns'] = [
    { title: t('lookup.code'), dataIndex: 'certCodeCustom', width: 100 },
    { title: t('lookup.name'), dataIndex: 'proName', ellipsis: true },
    { title: t('lookup.standard'), dataIndex: 'certificateStandardFullName', ellipsis: true, width: 200 },
    { title: t('lookup.risk'), dataIndex: 'riskLevel_dictText', width: 80 },
    { title: t('lookup.witness'), dataIndex: 'izHaveFlag_dictText', width: 70 },
    {
      title: t('lookup.validity'),
      dataIndex: 'enabled',
      width: 80,
      render: (value: number | null) => certificateCodeEnabledLabel(value, currentLocale()),
    },
    { title: t('lookup.remark'), dataIndex: 'remark', ellipsis: true, width: 120 },
  ];

  return (
    <Modal
      title={t('lookup.title')}
      open={open}
      onCancel={onClose}
      footer={null}
      width={1000}
      destroyOnHidden
    >
      {toastHolder}
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(values) => {
          setFilters({
            certCodeCustom: values.certCodeCustom?.trim() || undefined,
            proName: values.proName?.trim() || undefined,
            certificateStandardId: values.certificateStandardId || undefined,
          });
          setPaging((p) => ({ ...p, pageNo: 1 }));
        }}
      >
        <Form.Item name="certCodeCustom" label={t('lookup.code')}>
          <Input allowClear maxLength={20} style={{ width: 120 }} data-testid="lookup-code" />
        </Form.Item>
        <Form.Item name="proName" label={t('lookup.name')}>
          <Input allowClear maxLength={100} style={{ width: 160 }} data-testid="lookup-name" />
        </Form.Item>
        <Form.Item name="certificateStandardId" label={t('lookup.standard')}>
          <CertificateStandardSelect style={{ width: 200 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('lookup.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setFilters({});
                setPaging({ pageNo: 1, pageSize: CODE_LIST_PAGE_SIZE });
              }}
            >
              {t('lookup.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<CertificateCodeRecord>
        rowKey="id"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={data.records}
        scroll={{ y: 420 }}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: data.total,
          showSizeChanger: true,
          pageSizeOptions: CODE_LIST_PAGE_SIZE_OPTIONS.map(String),
          showTotal: (total) => t('lookup.total', { total }),
          onChange: (pageNo, pageSize) =>
            setPaging((p) => ({ pageNo: pageSize === p.pageSize ? pageNo : 1, pageSize })),
        }}
      />
    </Modal>
  );
}
