import { UploadOutlined } from '@ant-design/icons';
import {
  type CertificateCodeRecord,
  CODE_LIST_PAGE_SIZE_OPTIONS,
  certificateCodeEnabledLabel,
  isProfessionalCode,
  PROFESSIONAL_CODE_MESSAGE,
} from '@cb/domain';
import { Button, DatePicker, Form, Input, message, Select, Space, Table, Upload } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { CertificateStandardSelect } from '../../shared/components/form/CertificateStandardSelect';
import { DictSelect } from '../../shared/components/form/DictSelect';
import { checkUploadType } from '../../shared/components/form/rules';
import { currentLocale } from '../../shared/i18n';
import { withLoading } from '../../shared/loading/loadingStore';
import { usePermission } from '../../shared/permissions';
import { type CodeListQuery, referenceApi } from './api';
import { EditModal } from './EditModal';
import { referenceTexts } from './texts';
import { useConfirmDelete } from './useConfirm';

type Filters = Omit<CodeListQuery, 'pageNo' | 'pageSize'>;

interface CodeForm {
  certificateStandardId: string;
  certCodeCustom: string;
  proName: string;
  riskLevel?: string;
  izHaveFlag: number;
  reportingCode?: string;
  techSpecification?: string;
  belIndustry?: string;
  dates?: [dayjs.Dayjs | null, dayjs.Dayjs | null];
  enabled: number;
  remark?: string;
}

/** 专业代码 (sys/ProfessionalCodeList): the code table per standard, with Excel import and export. */
export default function ProfessionalCodeListPage() {
  const { t } = referenceTexts.useTranslation();
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const can = usePermission();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [data, setData] = useState<{ records: CertificateCodeRecord[]; total: number }>({
    records: [],
    total: 0,
  });
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<CertificateCodeRecord | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [toast, toastHolder] = message.useMessage();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData(await referenceApi.codeList({ ...filters, ...paging }));
    } catch {
      // shown by the shared client
    } finally {
      setLoading(false);
    }
  }, [filters, paging]);
  useEffect(() => void load(), [load]);

  const initial: Partial<CodeForm> =
    editing && editing !== 'new'
      ? {
          certificateStandardId: editing.certificateStandardId,
          certCodeCustom: editing.certCodeCustom,
          proName: editing.proName,
          riskLevel: editing.riskLevel ? String(editing.riskLevel) : undefined,
          izHaveFlag: editing.izHaveFlag,
          reportingCode: editing.reportingCode,
          techSpecification: editing.techSpecification,
          belIndustry: editing.belIndustry,
          dates: [
            editing.effectiveDate ? dayjs(editing.effectiveDate) : null,
            editing.expiryDate ? dayjs(editing.expiryDate) : null,
          ],
          enabled: editing.enabled ?? 1,
          remark: editing.remark,
        }
      : { izHaveFlag: 0, enabled: 1 };

  const save = (values: CodeForm) => {
    const body = {
      certificateStandardId: values.certificateStandardId,
      certCodeCustom: values.certCodeCustom.trim(),
      proName: values.proName,
      riskLevel: values.riskLevel ? Number(values.riskLevel) : null,
      izHaveFlag: values.izHaveFlag,
      reportingCode: values.reportingCode ?? '',
      techSpecification: values.techSpecification ?? '',
      belIndustry: values.belIndustry ?? '',
      effectiveDate: values.dates?.[0]?.format('YYYY-MM-DD') ?? null,
      expiryDate: values.dates?.[1]?.format('YYYY-MM-DD') ?? null,
      enabled: values.enabled,
      remark: values.remark ?? '',
    };
    return editing && editing !== 'new'
      ? referenceApi.editCode({ ...body, id: editing.id, version: editing.version })
      : referenceApi.addCode(body);
  };

  return (
    <div className="reference-page">
      {confirmHolder}
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
        <Form.Item name="certificateStandardId" label={t('lookup.standard')}>
          <CertificateStandardSelect style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="certCodeCustom" label={t('lookup.code')}>
          <Input allowClear maxLength={20} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="proName" label={t('lookup.name')}>
          <Input allowClear maxLength={100} style={{ width: 160 }} />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit">
            {t('admin.search')}
          </Button>
          {can('sys:code:add') ? <Button onClick={() => setEditing('new')}>{t('admin.add')}</Button> : null}
          {can('sys:code:export') ? (
            <Button onClick={() => void withLoading(() => referenceApi.exportCodes(filters)).catch(() => {})}>
              {t('admin.export')}
            </Button>
          ) : null}
          {can('sys:code:import') ? (
            <Upload
              accept=".xlsx"
              showUploadList={false}
              beforeUpload={checkUploadType('excel')}
              customRequest={async ({ file }) => {
                setImporting(true);
                try {
                  const result = await referenceApi.importCodes(file as File);
                  void toast.success(t('admin.imported', result));
                  void load();
                } catch {
                  // the shared client shows the rows that failed
                } finally {
                  setImporting(false);
                }
              }}
            >
              <Button icon={<UploadOutlined />} loading={importing}>
                {t('admin.import')}
              </Button>
            </Upload>
          ) : null}
        </Space>
      </Form>
      <Table<CertificateCodeRecord>
        rowKey="id"
        loading={loading}
        dataSource={data.records}
        scroll={{ x: 1100 }}
        columns={[
          { title: t('lookup.code'), dataIndex: 'certCodeCustom', width: 100 },
          { title: t('lookup.name'), dataIndex: 'proName', width: 220 },
          { title: t('lookup.standard'), dataIndex: 'certificateStandardFullName', ellipsis: true },
          { title: t('lookup.risk'), dataIndex: 'riskLevel_dictText', width: 80 },
          { title: t('lookup.witness'), dataIndex: 'izHaveFlag_dictText', width: 70 },
          { title: t('admin.reportingCode'), dataIndex: 'reportingCode', width: 100 },
          {
            title: t('lookup.validity'),
            dataIndex: 'enabled',
            width: 80,
            render: (v: number | null) => certificateCodeEnabledLabel(v, currentLocale()),
          },
          {
            title: t('admin.actions'),
            width: 130,
            fixed: 'right',
            render: (_: unknown, row) => (
              <Space size={0}>
                {can('sys:code:edit') ? (
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    {t('admin.edit')}
                  </Button>
                ) : null}
                {can('sys:code:delete') ? (
                  <Button
                    type="link"
                    size="small"
                    danger
                    onClick={() => confirmDelete(() => referenceApi.deleteCode(row.id).then(load))}
                  >
                    {t('admin.delete')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: data.total,
          showSizeChanger: true,
          pageSizeOptions: CODE_LIST_PAGE_SIZE_OPTIONS.map(String),
          showTotal: (total) => t('lookup.total', { total }),
          onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
        }}
      />
      <EditModal<CodeForm>
        title={editing === 'new' ? t('admin.add') : t('admin.edit')}
        open={editing !== null}
        initial={initial}
        width={680}
        onSave={save}
        onClose={(saved) => {
          setEditing(null);
          if (saved) void load();
        }}
      >
        {() => (
          <>
            <Form.Item
              name="certificateStandardId"
              label={t('lookup.standard')}
              rules={[{ required: true, message: '请选择认证标准' }]}
            >
              <CertificateStandardSelect />
            </Form.Item>
            <Space size="large" wrap>
              <Form.Item
                name="certCodeCustom"
                label={t('lookup.code')}
                rules={[
                  {
                    validator: (_r, v: string | undefined) =>
                      v && isProfessionalCode(v.trim())
                        ? Promise.resolve()
                        : Promise.reject(new Error(PROFESSIONAL_CODE_MESSAGE)),
                  },
                ]}
              >
                <Input maxLength={8} style={{ width: 140 }} placeholder="19.05.01" />
              </Form.Item>
              <Form.Item name="riskLevel" label={t('lookup.risk')}>
                <DictSelect dictCode="risk_level" style={{ width: 120 }} />
              </Form.Item>
              <Form.Item name="izHaveFlag" label={t('lookup.witness')}>
                <Select
                  style={{ width: 100 }}
                  options={[
                    { value: 0, label: t('admin.no') },
                    { value: 1, label: t('admin.yes') },
                  ]}
                />
              </Form.Item>
            </Space>
            <Form.Item
              name="proName"
              label={t('lookup.name')}
              rules={[{ required: true, message: '请输入专业名称' }]}
            >
              <Input maxLength={200} />
            </Form.Item>
            <Space size="large" wrap>
              <Form.Item name="reportingCode" label={t('admin.reportingCode')}>
                <Input maxLength={20} style={{ width: 140 }} />
              </Form.Item>
              <Form.Item name="belIndustry" label={t('lookup.industry')}>
                <Input maxLength={200} style={{ width: 200 }} />
              </Form.Item>
              <Form.Item name="enabled" label={t('lookup.validity')}>
                <Select
                  style={{ width: 100 }}
                  options={[
                    { value: 1, label: '有效' },
                    { value: 0, label: '无效' },
                  ]}
                />
              </Form.Item>
            </Space>
            <Form.Item name="dates" label={`${t('admin.effectiveDate')} ~ ${t('admin.expiryDate')}`}>
              <DatePicker.RangePicker allowEmpty={[true, true]} />
            </Form.Item>
            <Form.Item name="techSpecification" label={t('lookup.spec')}>
              <Input.TextArea maxLength={500} autoSize />
            </Form.Item>
            <Form.Item name="remark" label={t('lookup.remark')}>
              <Input.TextArea maxLength={500} autoSize />
            </Form.Item>
          </>
        )}
      </EditModal>
    </div>
  );
}
