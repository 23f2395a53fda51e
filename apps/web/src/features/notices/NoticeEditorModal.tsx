/** Writes a notice or message: category, title, rich text, priority, recipients, public flag, attachments. */

import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { type NoticeTargetType, noticeTargetsNamed } from '@cb/domain';
import { App, Button, Checkbox, Form, Input, Modal, Radio, Select, Upload } from 'antd';
import type { UploadFile } from 'antd/es/upload';
import { useEffect, useState } from 'react';
import { type AdminNotice, type NoticeInput, noticeApi } from './api';
import { RichTextEditor } from './RichTextEditor';
import { noticeTexts } from './texts';

interface FormValues {
  msgCategory: '1' | '2';
  title: string;
  content: string;
  priority: 'L' | 'M' | 'H';
  targetType: NoticeTargetType;
  targets: string[];
  isPublic: boolean;
}

export function NoticeEditorModal({
  editing,
  onClose,
  onSaved,
}: {
  /** null = a new notice. */
  editing: AdminNotice | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = noticeTexts.useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [options, setOptions] = useState<{
    roles: { value: string; label: string }[];
    users: { value: string; label: string }[];
  }>({
    roles: [],
    users: [],
  });
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [saving, setSaving] = useState(false);
  const [version, setVersion] = useState<number | null>(null);
  const targetType = Form.useWatch('targetType', form);
  const category = Form.useWatch('msgCategory', form);

  useEffect(() => {
    void noticeApi.targetOptions().then((o) =>
      setOptions({
        roles: o.roles.map((r) => ({ value: r.code, label: r.name })),
        users: o.users.map((u) => ({ value: u.id, label: `${u.realname}（${u.username}）` })),
      }),
    );
    if (!editing) {
      form.setFieldsValue({
        msgCategory: '2',
        priority: 'M',
        targetType: 'staff',
        targets: [],
        isPublic: false,
        content: '',
      });
      return;
    }
    void noticeApi.adminGet(editing.id).then((n) => {
      setVersion(n.version);
      form.setFieldsValue({
        msgCategory: n.msgCategory,
        title: n.title,
        content: n.content ?? '',
        priority: n.priority,
        targetType: n.targetType,
        targets: n.targets,
        isPublic: n.isPublic,
      });
      setFiles(
        (n.noticeFileList ?? []).map((f) => ({
          uid: f.fileUuid,
          name: f.fileName,
          status: 'done',
          response: f,
        })),
      );
    });
  }, [editing, form]);

  const save = async () => {
    const values = await form.validateFields();
    const input: NoticeInput = {
      ...values,
      targets: noticeTargetsNamed(values.targetType) ? values.targets : [],
      isPublic: values.msgCategory === '2' && Boolean(values.isPublic),
      content: values.content ?? '',
      fileUuids: files
        .filter((f) => f.status === 'done')
        .map((f) => (f.response as { fileUuid: string }).fileUuid),
    };
    setSaving(true);
    try {
      if (editing && version !== null) await noticeApi.update({ ...input, id: editing.id, version });
      else await noticeApi.create(input);
      message.success(t('list.saved_ok'));
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={820}
      title={editing ? t('editor.editTitle') : t('editor.addTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('editor.save')}
      cancelText={t('editor.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      maskClosable={false}
    >
      <Form form={form} layout="vertical" data-testid="notice-editor">
        <Form.Item name="msgCategory" label={t('editor.category')}>
          <Radio.Group
            options={[
              { value: '2', label: t('list.notice') },
              { value: '1', label: t('list.message') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('editor.title')}
          rules={[{ required: true, whitespace: true, message: t('editor.titleRequired') }, { max: 100 }]}
        >
          <Input maxLength={100} showCount data-testid="notice-title" />
        </Form.Item>
        <Form.Item name="priority" label={t('editor.priority')}>
          <Radio.Group
            options={(['L', 'M', 'H'] as const).map((p) => ({ value: p, label: t(`priority.${p}`) }))}
          />
        </Form.Item>
        <Form.Item name="targetType" label={t('editor.target')}>
          <Radio.Group
            options={[
              { value: 'staff', label: t('editor.targetStaff') },
              { value: 'external', label: t('editor.targetExternal') },
              { value: 'all', label: t('editor.targetAll') },
              { value: 'roles', label: t('editor.targetRoles') },
              { value: 'users', label: t('editor.targetUsers') },
            ]}
          />
        </Form.Item>
        {targetType && noticeTargetsNamed(targetType) ? (
          <Form.Item
            name="targets"
            rules={[{ required: true, type: 'array', min: 1, message: t('editor.targetRequired') }]}
          >
            <Select
              mode="multiple"
              showSearch
              optionFilterProp="label"
              options={targetType === 'roles' ? options.roles : options.users}
              placeholder={t('editor.targetRequired')}
            />
          </Form.Item>
        ) : null}
        {category === '2' ? (
          <Form.Item name="isPublic" valuePropName="checked">
            <Checkbox>{t('editor.isPublic')}</Checkbox>
          </Form.Item>
        ) : null}
        <Form.Item name="content" label={t('editor.content')}>
          <RichTextEditor />
        </Form.Item>
        <Form.Item label={t('editor.attachments')} extra={t('editor.uploadHint')}>
          <Upload
            fileList={files}
            onChange={({ fileList }) => setFiles(fileList)}
            customRequest={({ file, onSuccess, onError }) => {
              noticeApi
                .upload(file as File)
                .then((r) => {
                  message.success(t('editor.uploaded'));
                  onSuccess?.(r);
                })
                .catch((err) => onError?.(err));
            }}
          >
            <Button icon={<UploadOutlined />}>{t('editor.upload')}</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
