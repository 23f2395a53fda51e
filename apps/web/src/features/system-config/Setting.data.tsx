/**
 * The fields of the settings page: the ERP portal setting and one company-check link
 * (SettingPage.tsx renders them), and the portal form's conversion to the saved setting.
 */

import type { FormListFieldData } from 'antd';
import { Button, Card, Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import type { ErpSetting } from './api';
import type { SystemConfigT } from './texts';

const URL_RULE = { pattern: /^(https?:\/\/\S+|\/(?!\/)\S*)$/ };

/** The portal form's values: the three switches as booleans. */
export type PortalForm = Omit<
  ErpSetting,
  'version' | 'isEnableI18n' | 'reviewToolEnable' | 'buyNoteService'
> & {
  isEnableI18n: boolean;
  reviewToolEnable: boolean;
  buyNoteService: boolean;
};

export function portalFormOf({ version: _version, ...s }: ErpSetting): PortalForm {
  return {
    ...s,
    isEnableI18n: s.isEnableI18n === 1,
    reviewToolEnable: s.reviewToolEnable === 1,
    buyNoteService: s.buyNoteService === 1,
  };
}

export function portalSettingOf(values: PortalForm, version: number): ErpSetting {
  return {
    ...values,
    isEnableI18n: values.isEnableI18n ? 1 : 0,
    reviewToolEnable: values.reviewToolEnable ? 1 : 0,
    buyNoteService: values.buyNoteService ? 1 : 0,
    version,
  };
}

export function portalFields(t: SystemConfigT) {
  return (
    <>
      <Card size="small" title={t('setting.tabSystem')}>
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Form.Item
              name="systemName"
              label={t('setting.systemName')}
              rules={[
                { required: true, whitespace: true, message: t('rule.systemName') },
                { max: 60, message: t('rule.systemNameMax') },
              ]}
            >
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="supportCompany"
              label={t('setting.supportCompany')}
              rules={[{ max: 100, message: t('rule.supportMax') }]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="isEnableI18n" label={t('setting.isEnableI18n')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="reviewToolEnable" label={t('setting.reviewToolEnable')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="buyNoteService" label={t('setting.buyNoteService')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="certerpDeployVersion"
              label={t('setting.certerpDeployVersion')}
              rules={[{ required: true, type: 'integer', min: 1, max: 99, message: t('rule.deployVersion') }]}
            >
              <InputNumber min={1} max={99} precision={0} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="timeZone"
              label={t('setting.timeZone')}
              extra={t('setting.timeZoneHint')}
              rules={[{ required: true, whitespace: true, message: t('rule.timeZone') }]}
            >
              <Input maxLength={60} placeholder="Asia/Shanghai" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="certificateStandardName" label={t('setting.certificateStandardName')}>
              <Radio.Group
                options={[
                  { value: 1, label: t('setting.standardName1') },
                  { value: 2, label: t('setting.standardName2') },
                  { value: 3, label: t('setting.standardName3') },
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('setting.headerLinks')} style={{ marginTop: 16 }}>
        <Row gutter={24}>
          {(
            [
              ['adminUrl', 'setting.adminUrl'],
              ['serviceCenterUrl', 'setting.serviceCenterUrl'],
              ['manualUrl', 'setting.manualUrl'],
              ['staticDomain', 'setting.staticDomain'],
            ] as const
          ).map(([name, label]) => (
            <Col xs={24} md={12} key={name}>
              <Form.Item
                name={name}
                label={t(label)}
                extra={t('setting.urlHint')}
                rules={[{ ...URL_RULE, message: t('rule.url', { label: t(label) }) }]}
              >
                <Input maxLength={500} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Card>
    </>
  );
}

/** One row of the company-check links list. */
export function linkFields(t: SystemConfigT, field: FormListFieldData, remove: (name: number) => void) {
  return (
    <Row gutter={12} key={field.key} align="top">
      <Col span={6}>
        <Form.Item
          name={[field.name, 'name']}
          rules={[{ required: true, whitespace: true, message: t('rule.siteName') }]}
        >
          <Input placeholder={t('setting.linkName')} maxLength={40} />
        </Form.Item>
      </Col>
      <Col span={4}>
        <Form.Item name={[field.name, 'category']} rules={[{ required: true, message: t('rule.category') }]}>
          <Select
            placeholder={t('setting.linkCategory')}
            options={[
              { value: 'certification', label: t('setting.certification') },
              { value: 'credit', label: t('setting.credit') },
              { value: 'business', label: t('setting.business') },
            ]}
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name={[field.name, 'url']}
          rules={[
            { required: true, message: t('rule.link') },
            { pattern: /^https?:\/\/\S+$/, message: t('rule.linkFormat') },
          ]}
        >
          <Input placeholder={t('setting.linkUrl')} maxLength={500} />
        </Form.Item>
      </Col>
      <Col span={2}>
        <Button type="link" danger onClick={() => remove(field.name)}>
          {t('common.delete')}
        </Button>
      </Col>
    </Row>
  );
}
