import { optionsOf } from '@cb/domain';
import { SETTLEMENT_PARTIES, settlementFigures } from '@cb/domain/settlement';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Form,
  Input,
  Row,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { MoneyInput } from '../../shared/components/form/MoneyInput';
import { currentLocale } from '../../shared/i18n';
import { useReplacePage } from '../../shared/navigation/replacePage';
import { settlementApi } from './api';
import { useAddSettlement } from './queries';
import { lineColumns, statementItems } from './Settlement.data';
import { detailPath, LIST_PATH } from './SettlementList.data';
import { settlementTexts } from './texts';

interface Values {
  month?: Dayjs;
  partyType: 1 | 2;
  partyId?: string;
  otherCosts?: string;
  prepayments?: string;
  invoiceTax?: string;
  remark?: string;
}

/** 新增结算 (`/cwgl/settlement/add`): month and party, the preview of what counts, the statement's amounts. */
export default function SettlementAddPage() {
  const { t } = settlementTexts.useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const replacePage = useReplacePage();
  const [form] = Form.useForm<Values>();
  const month = Form.useWatch('month', form)?.format('YYYY-MM');
  const partyType = Form.useWatch('partyType', form) ?? 1;
  const partyId = Form.useWatch('partyId', form);
  const amount = (v: unknown) => {
    const text = String(v ?? '');
    return /^\d{1,12}(\.\d{1,2})?$/.test(text) ? text : '0';
  };
  const amounts = {
    otherCosts: amount(Form.useWatch('otherCosts', form)),
    prepayments: amount(Form.useWatch('prepayments', form)),
    invoiceTax: amount(Form.useWatch('invoiceTax', form)),
  };
  const save = useAddSettlement();
  const key = useRef(crypto.randomUUID());
  const parties = useQuery({
    queryKey: ['cwgl', 'settlement', 'parties', partyType],
    queryFn: () => settlementApi.parties(partyType),
  });
  const preview = useQuery({
    queryKey: ['cwgl', 'settlement', 'preview', month, partyType, partyId],
    queryFn: () => settlementApi.preview({ month: month!, partyType, partyId: partyId! }),
    enabled: Boolean(month && partyId),
  });
  // The statement as it will be saved: the server's lines and prices, the amounts as typed.
  const shown = preview.data
    ? { ...preview.data, ...amounts, ...settlementFigures({ ...preview.data, ...amounts }) }
    : null;
  const submit = async (v: Values) => {
    const saved = await save.mutateAsync({
      body: {
        month: v.month!.format('YYYY-MM'),
        partyType: v.partyType,
        partyId: v.partyId!,
        otherCosts: v.otherCosts || '0',
        prepayments: v.prepayments || '0',
        invoiceTax: v.invoiceTax || '0',
        remark: v.remark?.trim() ?? '',
      },
      idempotencyKey: key.current,
    });
    key.current = crypto.randomUUID();
    void message.success(t('form.saved'));
    void replacePage(detailPath(saved.id));
  };
  return (
    <div className="cb-page">
      <Card title={t('form.addTitle')}>
        <Form<Values> form={form} layout="vertical" initialValues={{ partyType: 1 }} onFinish={submit}>
          <Row gutter={16}>
            <Col xs={24} md={6}>
              <Form.Item
                name="month"
                label={t('field.month')}
                rules={[{ required: true, message: '请选择结算月份' }]}
              >
                <DatePicker picker="month" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item
                name="partyType"
                label={t('field.partyType')}
                rules={[{ required: true, message: '请选择结算对象类型' }]}
              >
                <Select
                  options={optionsOf(SETTLEMENT_PARTIES, currentLocale())}
                  onChange={() => form.setFieldValue('partyId', undefined)}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="partyId"
                label={t('field.party')}
                rules={[{ required: true, message: '请选择结算对象' }]}
              >
                <Select
                  showSearch
                  optionFilterProp="label"
                  loading={parties.isLoading}
                  options={(parties.data ?? []).map((p) => ({
                    value: p.id,
                    label: `${p.name}（${t('field.unitPrice')} ${p.unitPrice}）`,
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="otherCosts" label={t('field.otherCosts')}>
                <MoneyInput maxLength={15} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="prepayments" label={t('field.prepayments')}>
                <MoneyInput maxLength={15} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="invoiceTax" label={t('field.invoiceTax')}>
                <MoneyInput maxLength={15} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="remark" label={t('field.remark')}>
                <Input maxLength={500} />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Title level={5}>{t('form.preview')}</Typography.Title>
          {shown ? (
            <>
              {shown.labourCounted ? null : (
                <Alert type="info" showIcon message={t('labour.zero')} style={{ marginBottom: 12 }} />
              )}
              <Descriptions
                bordered
                size="small"
                column={{ xs: 1, md: 3 }}
                items={statementItems(t, shown)}
              />
              <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
                {t('detail.formulaText')}
              </Typography.Paragraph>
              <Table
                size="small"
                rowKey="contractId"
                pagination={false}
                columns={lineColumns(t)}
                dataSource={shown.lines}
                locale={{ emptyText: t('form.noLines') }}
              />
            </>
          ) : (
            <Typography.Paragraph type="secondary">{t('form.previewHint')}</Typography.Paragraph>
          )}
          <Space style={{ marginTop: 16 }}>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
            <Button onClick={() => navigate(LIST_PATH)}>{t('common.cancel')}</Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}
