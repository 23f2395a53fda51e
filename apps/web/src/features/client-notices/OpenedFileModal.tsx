/**
 * 上传 / 编辑 of an opened file, in a dialog: title, description, to whom it is opened (every client
 * or the chosen ones); once saved, the file itself is uploaded in the same dialog (the platform's
 * record files: type sniffing, size limit, versions).
 */
import { Alert, Button, Form, Input, Modal, Radio, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { RecordFiles } from '../../shared/files';
import { OPENED_FILE_FILES, type OpenedFileBody, type OpenedFileDetail } from './api';
import { EnterprisePicker } from './EnterprisePicker';
import { useOpenedFile, useSaveOpenedFile } from './queries';
import { clientNoticeTexts } from './texts';

type Values = { title: string; description?: string; audienceType: 'all' | 'list'; enterpriseIds?: string[] };

const toBody = (v: Values): OpenedFileBody => ({
  title: v.title.trim(),
  description: v.description?.trim() ?? '',
  audienceType: v.audienceType,
  enterpriseIds: v.audienceType === 'list' ? (v.enterpriseIds ?? []) : [],
});

export function OpenedFileModal({ id, onClose }: { id: string | null | 'new'; onClose: () => void }) {
  const { t } = clientNoticeTexts.useTranslation();
  const [savedId, setSavedId] = useState<string | null>(null);
  const recordId = id === 'new' ? savedId : id;
  const record = useOpenedFile(recordId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new dialog starts without a saved record
  useEffect(() => setSavedId(null), [id]);
  if (id === null) return null;
  const close = onClose;
  return (
    <Modal
      open
      title={id === 'new' && !savedId ? t('file.addTitle') : t('file.editTitle')}
      onCancel={close}
      footer={null}
      width={720}
      destroyOnHidden
    >
      {recordId && !record.data ? (
        <Skeleton active />
      ) : (
        <FileForm
          key={record.data?.version ?? 'new'}
          record={record.data ?? null}
          onSaved={(saved) => {
            if (id === 'new') setSavedId(saved);
          }}
          onCancel={close}
        />
      )}
      {recordId ? (
        <div style={{ marginTop: 8 }}>
          <RecordFiles
            prefix={OPENED_FILE_FILES}
            recordId={recordId}
            documentTypes={['attachment']}
            editable
          />
        </div>
      ) : (
        <Alert type="info" showIcon message={t('file.saveFirst')} />
      )}
    </Modal>
  );
}

function FileForm({
  record,
  onSaved,
  onCancel,
}: {
  record: OpenedFileDetail | null;
  onSaved: (id: string) => void;
  onCancel: () => void;
}) {
  const { t } = clientNoticeTexts.useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveOpenedFile();
  const key = useRef(crypto.randomUUID());
  const audience = Form.useWatch('audienceType', form);
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={
        record
          ? {
              title: record.title,
              description: record.description,
              audienceType: record.audienceType,
              enterpriseIds: record.enterprises.map((e) => e.id),
            }
          : { audienceType: 'all', enterpriseIds: [] }
      }
      onFinish={async (values) => {
        const saved = await save.mutateAsync({ body: toBody(values), record, idempotencyKey: key.current });
        key.current = crypto.randomUUID();
        onSaved(saved.id);
      }}
    >
      <Form.Item
        name="title"
        label={t('file.fileTitle')}
        rules={[
          { required: true, whitespace: true, message: t('file.titleRequired') },
          { max: 100, message: t('file.titleMax') },
        ]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="description" label={t('file.description')}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item name="audienceType" label={t('file.audience')}>
        <Radio.Group
          options={[
            { value: 'all', label: t('file.all') },
            { value: 'list', label: t('file.list') },
          ]}
        />
      </Form.Item>
      {audience === 'list' ? (
        <Form.Item
          name="enterpriseIds"
          label={t('file.enterprises')}
          rules={[{ required: true, type: 'array', min: 1, message: t('file.enterprisesRequired') }]}
        >
          <EnterprisePicker initial={record?.enterprises ?? []} />
        </Form.Item>
      ) : null}
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('file.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="opened-file-save">
          {t('file.save')}
        </Button>
      </div>
    </Form>
  );
}
