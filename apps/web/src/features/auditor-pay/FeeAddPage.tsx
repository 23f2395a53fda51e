import { AUDIT_TYPES, calendarDateOf, optionsOf } from '@cb/domain';
import { LABOUR_QUALIFICATIONS, LABOUR_ROLES } from '@cb/domain/auditor-pay';
import { Alert, Button, Col, DatePicker, Form, Input, Row, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { IntegerInput, MoneyInput } from '../../shared/components/form/MoneyInput';
import { SaveFormPage } from '../../shared/detail';
import { currentLocale } from '../../shared/i18n';
import { AuditorPicker } from '../auditors/pickers';
import { type LabourFeeBody, labourApi } from './api';
import { FEE_LIST_PATH } from './Labour.data';
import { useLabourFee, useSaveFee } from './queries';
import { labourTexts } from './texts';

interface Values {
  auditorId?: string;
  workDate?: Dayjs;
  standard?: string;
  contractNo?: string;
  auditType?: number;
  stage?: 1 | 2;
  stage1OnSite?: boolean;
  standards?: string;
  role?: LabourFeeBody['role'];
  qualification?: LabourFeeBody['qualification'];
  holdsCode?: boolean;
  witness?: boolean;
  halfDays?: string;
  travel?: string;
  remark?: string;
}

const toBody = (v: Values): LabourFeeBody => ({
  auditorId: v.auditorId ?? '',
  workDate: v.workDate?.format('YYYY-MM-DD') ?? '',
  standard: v.standard ?? '',
  contractNo: v.contractNo ?? '',
  auditType: Number(v.auditType),
  ...(v.stage ? { stage: v.stage } : {}),
  stage1OnSite: !!v.stage1OnSite,
  standards: Number(v.standards || 1),
  role: v.role ?? 'member',
  qualification: v.qualification ?? 'auditor',
  holdsCode: !!v.holdsCode,
  witness: !!v.witness,
  halfDays: Number(v.halfDays || 0),
  travel: v.travel || '0',
  remark: v.remark ?? '',
});

/** 新增劳务费 (labour/FeeAdd, /labourFee/add[?id=] for a draft): work outside plans, computed from the tariff, never typed. */
export default function FeeAddPage() {
  const { t } = labourTexts.useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const record = useLabourFee(id);
  const save = useSaveFee();
  const [form] = Form.useForm<Values>();
  const [preview, setPreview] = useState<{ total: string; factors: string[] } | null>(null);
  const fee = record.data;

  useEffect(() => {
    if (fee)
      form.setFieldsValue({
        auditorId: fee.auditorId,
        workDate: dayjs(fee.workDate),
        standard: fee.standard,
        contractNo: fee.contractNo,
        auditType: fee.auditType ?? 8,
        stage: (fee.stage as 1 | 2 | null) ?? undefined,
        role: fee.role as Values['role'],
        qualification: fee.qualification as Values['qualification'],
        holdsCode: fee.holdsCode,
        witness: fee.witness,
        halfDays: String(fee.halfDays),
        travel: fee.travel,
        remark: fee.remark,
        standards: String(Number(/标准数 (\d+)/.exec(fee.factors[0] ?? '')?.[1] ?? 1)),
      });
  }, [fee, form]);

  const calculate = async () => {
    const v = toBody(form.getFieldsValue(true));
    if (!v.auditType) return;
    const answer = await labourApi
      .calculate({
        auditType: v.auditType,
        ...(v.stage ? { stage: v.stage } : {}),
        stage1OnSite: v.stage1OnSite ?? false,
        standards: v.standards ?? 1,
        members: [
          {
            role: v.role ?? 'member',
            qualification: v.qualification ?? 'auditor',
            holdsCode: v.holdsCode ?? false,
            witness: v.witness ?? false,
            halfDays: v.halfDays,
          },
        ],
      })
      .catch(() => null);
    if (answer) setPreview({ total: answer.total, factors: answer.members[0]?.factors ?? [] });
  };

  const locale = currentLocale();
  return (
    <div className="cb-page">
      <SaveFormPage<Values, LabourFeeBody, { id: string; version: number } | null, unknown>
        form={form}
        title={id ? t('fee.editTitle') : t('fee.addTitle')}
        done={t('fee.saved')}
        save={save}
        record={fee ? { id: fee.id, version: fee.version } : null}
        toBody={toBody}
        onSaved={() => navigate(FEE_LIST_PATH)}
        onCancel={() => navigate(FEE_LIST_PATH)}
        initialValues={{
          auditType: 8,
          standards: '1',
          role: 'member',
          qualification: 'auditor',
          halfDays: '2',
          travel: '0',
          workDate: dayjs(calendarDateOf(new Date())),
        }}
      >
        <Row gutter={24}>
          <Col span={8}>
            <Form.Item
              name="auditorId"
              label={t('fee.auditor')}
              rules={[{ required: true, message: t('fee.auditorRequired') }]}
            >
              <AuditorPicker
                initialOption={fee ? { value: fee.auditorId, label: fee.auditorName } : null}
                data-testid="fee-auditor"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="workDate" label={t('field.workDate')} rules={[{ required: true }]}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="standard"
              label={t('field.standard')}
              rules={[{ required: true, whitespace: true }]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="auditType" label={t('fee.auditType')} rules={[{ required: true }]}>
              <Select options={optionsOf(AUDIT_TYPES, locale)} showSearch={{ optionFilterProp: 'label' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="stage" label={t('fee.stage')}>
              <Select
                allowClear
                options={[
                  { value: 1, label: '1' },
                  { value: 2, label: '2' },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="stage1OnSite" label={t('fee.stage1OnSite')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="role" label={t('field.role')} rules={[{ required: true }]}>
              <Select options={LABOUR_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="qualification" label={t('field.qualification')} rules={[{ required: true }]}>
              <Select
                options={LABOUR_QUALIFICATIONS.map((q) => ({ value: q, label: t(`qualification.${q}`) }))}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="standards" label={t('fee.standards')} rules={[{ required: true }]}>
              <IntegerInput maxLength={2} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="halfDays" label={t('fee.halfDays')} rules={[{ required: true }]}>
              <IntegerInput maxLength={3} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="holdsCode" label={t('fee.holdsCode')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="witness" label={t('fee.witness')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="travel" label={t('field.travel')}>
              <MoneyInput maxLength={12} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="contractNo" label={t('field.contractNo')}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="remark" label={t('field.remark')}>
              <Input maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
        <Button onClick={calculate} data-testid="fee-calculate">
          {t('fee.calculate')}
        </Button>
        {preview ? (
          <Alert
            style={{ marginTop: 12 }}
            type="success"
            showIcon
            message={t('fee.preview', { total: preview.total })}
            description={preview.factors.join('；')}
          />
        ) : null}
      </SaveFormPage>
    </div>
  );
}
