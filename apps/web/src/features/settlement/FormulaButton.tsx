import { useQuery } from '@tanstack/react-query';
import { App, Button, Descriptions, Form, Modal } from 'antd';
import { useState } from 'react';
import { MoneyInput } from '../../shared/components/form/MoneyInput';
import { formatDateTime } from '../../shared/format/dateTime';
import { settlementApi } from './api';
import { useSaveFormula } from './queries';
import { settlementTexts } from './texts';

/** 结算公式: the formula's numbers, saved as a new version (409 when someone saved one since). */
export function FormulaButton() {
  const { t } = settlementTexts.useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ annualFeePerMark: string }>();
  const formula = useQuery({
    queryKey: ['cwgl', 'settlement', 'formula'],
    queryFn: settlementApi.formula,
    enabled: open,
  });
  const save = useSaveFormula();
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('list.formula')}</Button>
      <Modal
        open={open}
        title={t('formula.title')}
        okText={t('formula.save')}
        destroyOnHidden
        confirmLoading={save.isPending}
        onCancel={() => setOpen(false)}
        onOk={async () => {
          const values = await form.validateFields();
          await save.mutateAsync({
            annualFeePerMark: values.annualFeePerMark || '0',
            version: formula.data?.version ?? 0,
          });
          void message.success(t('formula.saved'));
          setOpen(false);
        }}
      >
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'version',
              label: t('formula.version'),
              children: formula.data?.version
                ? `v${formula.data.version}（${formatDateTime(formula.data.updateTime)}）`
                : t('formula.defaults'),
            },
            { key: 'text', label: t('field.settled'), children: t('detail.formulaText') },
          ]}
        />
        {formula.data ? (
          <Form
            form={form}
            layout="vertical"
            initialValues={{ annualFeePerMark: formula.data.annualFeePerMark }}
          >
            <Form.Item
              name="annualFeePerMark"
              label={t('field.annualFeePerMark')}
              rules={[{ required: true, message: '请输入年金单价' }]}
            >
              <MoneyInput maxLength={15} />
            </Form.Item>
          </Form>
        ) : null}
      </Modal>
    </>
  );
}
