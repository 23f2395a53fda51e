/** Writes a notice or message: category, title, rich text, priority, recipients, public flag, attachments. */

import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { type NoticeTargetType, noticeTargetsNamed } from '@cb/domain';
import { App, Button, Checkbox, Form, Input, Modal, Radio, Select, Upload } from 'antd';
import type { UploadFile } from 'antd/es/upload';
import { useEffect, useMemo, useState } from 'react';
import { type AdminNotice, type NoticeInput, noticeApi } from './api';
import { useAdminNotice, useNoticeTargets, useSaveNotice } from './queries';
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
  const targets = useNoticeTargets().data;
  const options = useMemo(
    () => ({
      roles: (targets?.roles ?? []).map((r) => ({ value: r.code, label: r.name })),
      users: (targets?.users ?? []).map((u) => ({ value: u.id, label: `${u.realname}（${u.username}）` })),
    }),
    [targets],
  );
  // A notice being edited is read again: the list row has neither its content nor its files.
  const current = useAdminNotice(editing?.id);
  const record = editing ? (current.data ?? null) : null;
  const [files, setFiles] = useState<UploadFile[]>([]);
  const save = useSaveNotice();
  const targetType = Form.useWatch('targetType', form);
  const category = Form.useWatch('msgCategory', form);

  useEffect(() => {
    if (!editing) {
      form.setFieldsValue({
        msgCategory: '2',
        priority: 'M',
        targetType: 'staff',
        targets: [],
        isPublic: false,
        content: '',
      });
    }
  }, [editing, form]);

  useEffect(() => {
    if (!record) return;
    form.setFieldsValue({
      msgCategory: record.msgCategory,
      title: record.title,
      content: record.content ?? '',
      priority: record.priority,
      targetType: record.targetType,
      targets: record.targets,
      isPublic: record.isPublic,
    });
    setFiles(
      (record.noticeFileList ?? []).map((f) => ({
        uid: f.fileUuid,
        name: f.fileName,
        status: 'done',
        response: f,
      })),
    );
  }, [record, form]);

  const submit = async () => {
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
    // Editing waits for the notice to be read again (its version); until then nothing is saved.
    if (editing && !record) return;
    await save.mutateAsync({ input, record });
    message.success(t('list.saved_ok'));
    onSaved();
  };

  return (
    <Modal
      open
      width={820}
      title={editing ? t('editor.editTitle') : t('editor.addTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText={t('editor.save')}
      cancelText={t('editor.cancel')}
      confirmLoading={save.isPending}
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
