import { APPLICATION_DOCUMENT_TYPES, APPLICATION_FILES_PREFIX } from '@cb/domain';
import { App, Card, Form } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { recordFilesApi, UploadSlot } from '../../shared/files';
import { useReplacePage } from '../../shared/navigation/replacePage';
import { ApplicationForm } from './ApplicationForm';
import { type ApplicationFormValues, toApplicationBody } from './ApplicationForm.data';
import type { ApplicationDetail } from './api';
import { useSaveApplication } from './queries';
import { applicationTexts } from './texts';
import './applications.css';

/**
 * 申请录入 (xmsl/ApplyAdd): a new draft, with its documents' upload area from the start (issue 31
 * item 12). Picking a file before the first save saves the form as a draft first (its required
 * fields must be filled; the form shows what is missing), then files the document under it: the
 * file never waits on a record that does not exist (no orphan files), and nothing typed is lost —
 * the page then edits that draft, and after the upload opens it on 申请修改 with its documents.
 */
export default function ApplyAddPage() {
  const { t } = applicationTexts.useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const replacePage = useReplacePage();
  const [form] = Form.useForm<ApplicationFormValues>();
  const save = useSaveApplication();
  const [draft, setDraft] = useState<ApplicationDetail | null>(null);
  const idempotencyKey = useRef(crypto.randomUUID());
  const saving = useRef<Promise<string | null> | null>(null);
  const savedId = useRef<string | null>(null);
  const api = useMemo(() => recordFilesApi(APPLICATION_FILES_PREFIX), []);

  /** The draft's id, saving the form as one first; null (with the reason shown) when it cannot be. */
  const draftId = (): Promise<string | null> => {
    if (savedId.current) return Promise.resolve(savedId.current);
    saving.current ??= form
      .validateFields()
      .then(
        (values) =>
          save
            .mutateAsync({
              body: toApplicationBody(values),
              record: null,
              idempotencyKey: idempotencyKey.current,
            })
            .then((saved) => {
              // The form now edits the draft (remounted: nothing unsaved to ask about).
              savedId.current = saved.id;
              setDraft(saved);
              void message.info(t('form.draftSavedForUpload', { no: saved.applyNo }));
              return saved.id;
            }),
        () => {
          void message.warning(t('form.fillBeforeUpload'));
          return null;
        },
      )
      // A refusal of the save is shown by the shared client.
      .catch(() => null)
      .finally(() => {
        saving.current = null;
      });
    return saving.current;
  };

  return (
    <>
      <ApplicationForm
        key={draft?.id ?? 'new'}
        form={form}
        record={draft}
        onSaved={(saved) => {
          // A file picked while the page gives way to 申请修改 goes to this record, not a second draft.
          savedId.current = saved.id;
          void replacePage(`/xmsl/update?id=${saved.id}`);
        }}
        onCancel={() => navigate('/xmsl/search')}
      />
      <Card className="cb-application-docs" title={t('form.documents')} extra={t('form.documentsBeforeSave')}>
        {/* The same slots before and after the draft is saved, so a file on its way is not cut off. */}
        <div className="cb-record-files" data-testid="record-files">
          <div className="cb-upload-slots">
            {APPLICATION_DOCUMENT_TYPES.map((type) => (
              <UploadSlot
                key={type}
                api={api}
                recordId={draft?.id ?? ''}
                documentType={type}
                prepare={draftId}
                onUploaded={() => {
                  if (savedId.current) void replacePage(`/xmsl/update?id=${savedId.current}`);
                }}
              />
            ))}
          </div>
        </div>
      </Card>
    </>
  );
}
