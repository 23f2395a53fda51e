/**
 * The certificate-template editor: the template's settings, its fields (content, text or label,
 * position in millimetres, size, weight, alignment) and the QR code's place, with a live preview of
 * the page filled with sample data beside it. The saved template's real PDF is the 预览 button.
 */
import {
  CERTIFICATE_TEMPLATE_LANGUAGES,
  CERTIFICATE_TEMPLATE_SOURCES,
  CERTIFICATE_TYPES,
  type CertificateTemplateField,
  DEFAULT_CERTIFICATE_QR,
  defaultCertificateTemplateFields,
  localize,
} from '@cb/domain';
import { App, Button, Checkbox, Form, Input, InputNumber, Modal, Select, Space, Switch, Upload } from 'antd';
import { useEffect } from 'react';
import { currentLocale } from '../../shared/i18n';
import { ActionLink } from '../../shared/list/ActionLink';
import type { CertificateTemplateDetail, CertificateTemplateInput } from './api';
import { useSaveTemplate, useTemplateBackground } from './queries';
import { TemplateCanvas } from './TemplateCanvas';
import { certificateTexts } from './texts';

type Values = CertificateTemplateInput & { fields: CertificateTemplateField[] };

const NEW_TEMPLATE: Values = {
  name: '',
  certificateType: 'A',
  standardCode: '',
  language: 'zh',
  pageSize: 'A4',
  landscape: false,
  enabled: true,
  remark: '',
  fields: defaultCertificateTemplateFields('zh'),
  ...DEFAULT_CERTIFICATE_QR,
};

export function TemplateEditor({
  open,
  template,
  onClose,
}: {
  open: boolean;
  /** The template being edited; undefined for 新增. */
  template: CertificateTemplateDetail | undefined;
  onClose: () => void;
}) {
  const { t } = certificateTexts.useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveTemplate();
  const upload = useTemplateBackground();
  const values = Form.useWatch([], form) as Partial<Values> | undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue((template ?? NEW_TEMPLATE) as Values);
  }, [open, template, form]);

  const submit = async () => {
    const v = await form.validateFields();
    await save.mutateAsync(template ? { ...v, id: template.id, version: template.version } : v);
    void message.success(t('common.saved'));
    onClose();
  };

  const num = (min: number, max: number) => (
    <InputNumber min={min} max={max} step={1} style={{ width: '100%' }} />
  );

  return (
    <Modal
      open={open}
      width="min(1400px, 96vw)"
      title={template ? `${t('template.editTitle')} ${template.name}` : t('template.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" name="certificate-template" className="cb-template-editor">
        <div>
          <Space wrap align="start">
            <Form.Item
              name="name"
              label={t('template.name')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('template.required', { field: t('template.name') }),
                },
              ]}
            >
              <Input maxLength={100} style={{ width: 260 }} />
            </Form.Item>
            <Form.Item
              name="certificateType"
              label={t('template.certificateType')}
              rules={[{ required: true }]}
            >
              <Select
                style={{ width: 150 }}
                options={CERTIFICATE_TYPES.map((c) => ({
                  value: c.code,
                  label: localize(c, currentLocale()),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="standardCode"
              label={t('template.standardCode')}
              tooltip={t('template.standardCodeHint')}
            >
              <Input maxLength={20} style={{ width: 110 }} />
            </Form.Item>
            <Form.Item name="language" label={t('template.language')} rules={[{ required: true }]}>
              <Select
                style={{ width: 100 }}
                options={CERTIFICATE_TEMPLATE_LANGUAGES.map((l) => ({
                  value: l.code,
                  label: localize(l, currentLocale()),
                }))}
              />
            </Form.Item>
            <Form.Item name="pageSize" label={t('template.pageSize')}>
              <Select
                style={{ width: 80 }}
                options={[
                  { value: 'A4', label: 'A4' },
                  { value: 'A3', label: 'A3' },
                ]}
              />
            </Form.Item>
            <Form.Item name="landscape" label={t('template.landscape')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="enabled" label={t('template.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>

          <h3 className="cb-section-title">{t('template.fields')}</h3>
          <Form.List name="fields">
            {(rows, { add, remove }) => (
              <div className="cb-template-editor__fields">
                <table className="ant-table-content" style={{ width: '100%', borderCollapse: 'collapse' }}>
                  <thead>
                    <tr>
                      {[
                        t('template.source'),
                        t('template.text'),
                        t('template.x'),
                        t('template.y'),
                        t('template.width'),
                        t('template.size'),
                        t('template.bold'),
                        t('template.align'),
                        '',
                      ].map((h) => (
                        <th key={h} style={{ textAlign: 'left', fontWeight: 600, padding: '4px' }}>
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row, index) => (
                      <tr key={row.key}>
                        <td style={{ padding: 4, width: 150 }}>
                          <Form.Item name={[row.name, 'source']} rules={[{ required: true }]}>
                            <Select
                              aria-label={`${t('template.source')} ${index + 1}`}
                              options={CERTIFICATE_TEMPLATE_SOURCES.map((s) => ({
                                value: s.code,
                                label: localize(s, currentLocale()),
                              }))}
                              popupMatchSelectWidth={false}
                            />
                          </Form.Item>
                        </td>
                        <td style={{ padding: 4 }}>
                          <Form.Item name={[row.name, 'text']}>
                            <Input aria-label={`${t('template.text')} ${index + 1}`} maxLength={200} />
                          </Form.Item>
                        </td>
                        {(['xMm', 'yMm', 'widthMm'] as const).map((key) => (
                          <td key={key} style={{ padding: 4, width: 76 }}>
                            <Form.Item name={[row.name, key]}>{num(0, 420)}</Form.Item>
                          </td>
                        ))}
                        <td style={{ padding: 4, width: 66 }}>
                          <Form.Item name={[row.name, 'sizePt']}>{num(6, 72)}</Form.Item>
                        </td>
                        <td style={{ padding: 4, width: 44 }}>
                          <Form.Item name={[row.name, 'bold']} valuePropName="checked">
                            <Checkbox aria-label={`${t('template.bold')} ${index + 1}`} />
                          </Form.Item>
                        </td>
                        <td style={{ padding: 4, width: 76 }}>
                          <Form.Item name={[row.name, 'align']}>
                            <Select
                              aria-label={`${t('template.align')} ${index + 1}`}
                              options={(['left', 'center', 'right'] as const).map((a) => ({
                                value: a,
                                label: t(`template.${a}`),
                              }))}
                            />
                          </Form.Item>
                        </td>
                        <td style={{ padding: 4, width: 60 }}>
                          <ActionLink danger onClick={() => remove(row.name)}>
                            {t('template.removeField')}
                          </ActionLink>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <Button
                  style={{ marginTop: 8 }}
                  onClick={() =>
                    add({
                      source: 'text',
                      text: '',
                      xMm: 25,
                      yMm: 150,
                      widthMm: 0,
                      sizePt: 12,
                      bold: false,
                      align: 'left',
                    })
                  }
                >
                  {t('template.addField')}
                </Button>
              </div>
            )}
          </Form.List>

          <h3 className="cb-section-title">{t('template.qr')}</h3>
          <Space wrap>
            <Form.Item name="qrXMm" label={t('template.qrX')}>
              {num(0, 420)}
            </Form.Item>
            <Form.Item name="qrYMm" label={t('template.qrY')}>
              {num(0, 420)}
            </Form.Item>
            <Form.Item name="qrSizeMm" label={t('template.qrSize')}>
              {num(15, 80)}
            </Form.Item>
            {template ? (
              <Form.Item label={t('template.background')} extra={t('template.backgroundHint')}>
                <Upload
                  accept="image/png,image/jpeg"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    void upload.mutateAsync({ id: template.id, version: template.version, file }).then(
                      () => message.success(t('template.backgroundDone')),
                      () => undefined,
                    );
                    return false;
                  }}
                >
                  <Button loading={upload.isPending}>
                    {t('template.uploadBackground')}（
                    {template.hasBackground ? t('template.hasBackground') : t('template.noBackground')}）
                  </Button>
                </Upload>
              </Form.Item>
            ) : null}
          </Space>
          <Form.Item name="remark" label={t('template.remark')}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
        </div>
        <div>
          <h3 className="cb-section-title">{t('template.livePreview')}</h3>
          <TemplateCanvas
            fields={values?.fields ?? []}
            pageSize={values?.pageSize ?? 'A4'}
            landscape={values?.landscape ?? false}
            language={values?.language ?? 'zh'}
            qr={{
              x: Number(values?.qrXMm ?? 0),
              y: Number(values?.qrYMm ?? 0),
              size: Number(values?.qrSizeMm ?? 30),
            }}
            bodyName={t('template.bodyNamePlaceholder')}
            label={t('template.livePreview')}
          />
        </div>
      </Form>
    </Modal>
  );
}
