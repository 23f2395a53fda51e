import { APPLICATION_CHANGE_TYPES, INFO_CHANGE_TYPES, optionsOf } from '@cb/domain';
import { Col, Form, Input, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { FormPage } from '../../shared/detail';
import { currentLocale } from '../../shared/i18n';
import type { ChangeRequestBody } from './api';
import { applicationTexts } from './texts';

export type ChangeValues = Partial<ChangeRequestBody>;

/** The fields of a change request (变更类型, 信息变更类型, before/after, reason). */
export function ChangeForm({
  title,
  initialValues,
  onSubmit,
  onSaved,
  onCancel,
  header,
}: {
  title: ReactNode;
  initialValues?: ChangeValues;
  onSubmit: (values: ChangeRequestBody) => Promise<unknown>;
  onSaved: () => void;
  onCancel: () => void;
  header?: ReactNode;
}) {
  const { t } = applicationTexts.useTranslation();
  const [form] = Form.useForm<ChangeValues>();
  const changeType = Form.useWatch('changeType', form) ?? initialValues?.changeType;
  const locale = currentLocale();
  return (
    <FormPage<ChangeValues>
      form={form}
      title={title}
      initialValues={{ infoChangeTypes: [], ...initialValues }}
      onCancel={onCancel}
      onSaved={onSaved}
      onSubmit={(v) =>
        onSubmit({
          changeType: v.changeType ?? 0,
          infoChangeTypes: v.infoChangeTypes ?? [],
          beforeValue: v.beforeValue?.trim() ?? '',
          afterValue: v.afterValue?.trim() ?? '',
          reason: v.reason?.trim() ?? '',
          otherDescription: v.otherDescription?.trim() ?? '',
        })
      }
    >
      {header}
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="changeType"
            label={t('change.changeType')}
            rules={[{ required: true, message: t('change.typeRequired') }]}
          >
            <Select options={optionsOf(APPLICATION_CHANGE_TYPES, locale)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="infoChangeTypes" label={t('change.infoChangeTypes')}>
            <Select mode="multiple" allowClear options={optionsOf(INFO_CHANGE_TYPES, locale)} />
          </Form.Item>
        </Col>
        {changeType === 99 ? (
          <Col span={24}>
            <Form.Item
              name="otherDescription"
              label={t('change.otherDescription')}
              rules={[{ required: true, whitespace: true, message: t('change.otherRequired') }]}
            >
              <Input maxLength={200} />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} md={12}>
          <Form.Item
            name="beforeValue"
            label={t('change.beforeValue')}
            rules={[{ required: true, whitespace: true, message: t('change.beforeRequired') }]}
          >
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="afterValue"
            label={t('change.afterValue')}
            rules={[{ required: true, whitespace: true, message: t('change.afterRequired') }]}
          >
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="reason"
            label={t('change.reason')}
            rules={[{ required: true, whitespace: true, message: t('change.reasonRequired') }]}
          >
            <Input.TextArea rows={2} maxLength={1000} />
          </Form.Item>
        </Col>
      </Row>
    </FormPage>
  );
}
