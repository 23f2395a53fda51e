/**
 * The five 培训认证 lists (材料审核, 认证评审, 证书制作, 证书发布, 认证报告): one list of the
 * applications at the list's stages, server paging, sorting, filters and the Excel export of the same
 * columns. 材料审核 also adds an application (a modal form), edits one while it may be edited and
 * resubmits a returned one.
 */
import { canTrainingStep, type TrainingListView } from '@cb/domain/training-certification';
import { Button, Form, Modal, message } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormFields } from '../../shared/detail';
import { ActionLink, ConfirmActionButton, ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { useSession } from '../../shared/stores/session';
import {
  type ApplicationFormValues,
  applicationFields,
  initialApplicationValues,
  toApplicationBody,
} from './ApplicationForm.data';
import {
  type TrainingApplicationDetail,
  type TrainingApplicationFilters,
  type TrainingApplicationRow,
  trainingApi,
} from './api';
import {
  trainingListKey,
  useAddTrainingApplication,
  useEditTrainingApplication,
  useResubmitTrainingApplication,
} from './queries';
import { trainingColumns, trainingSearchFields } from './TrainingList.data';
import { trainingTexts } from './texts';

/** 新增 / 修改 of an application in a modal. */
function ApplicationModal({
  record,
  onClose,
}: {
  record: TrainingApplicationDetail | null;
  onClose: () => void;
}) {
  const { t } = trainingTexts.useTranslation();
  const [form] = Form.useForm<ApplicationFormValues>();
  const add = useAddTrainingApplication();
  const edit = useEditTrainingApplication();
  const key = useRef(crypto.randomUUID());
  const [toast, holder] = message.useMessage();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const body = toApplicationBody(values);
      if (record) await edit.mutateAsync({ ...body, id: record.id, version: record.version });
      else await add.mutateAsync({ body, idempotencyKey: key.current });
      void toast.success(t('form.saved'));
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      {holder}
      <Modal
        open
        width={640}
        title={record ? t('form.editTitle') : t('form.addTitle')}
        onCancel={onClose}
        onOk={() => void submit()}
        confirmLoading={saving}
        okText={t('step.save')}
        destroyOnHidden
      >
        <Form
          form={form}
          className="cb-form-page"
          labelCol={{ span: 6 }}
          initialValues={initialApplicationValues(record)}
        >
          <FormFields fields={applicationFields(t)} />
        </Form>
      </Modal>
    </>
  );
}

function TrainingList({ view }: { view: TrainingListView }) {
  const { t } = trainingTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const userId = useSession((s) => s.userInfo?.id);
  const resubmit = useResubmitTrainingApplication();
  const [editing, setEditing] = useState<TrainingApplicationDetail | null | undefined>(undefined);

  const extraActions =
    view === 'material'
      ? (row: TrainingApplicationRow) => (
          <>
            {can('tc:application:edit') && canTrainingStep(row.stage, 'edit') ? (
              <ActionLink onClick={() => void trainingApi.get(row.id).then(setEditing)}>
                {t('list.edit')}
              </ActionLink>
            ) : null}
            {can('tc:application:add') && canTrainingStep(row.stage, 'resubmit') ? (
              <ConfirmActionButton
                label={t('list.resubmit')}
                title={t('list.resubmit')}
                content={`${row.applicantName} · ${row.courseName}`}
                done={t('list.resubmitted')}
                action={() => resubmit.mutateAsync({ id: row.id, version: row.version })}
                danger={false}
              />
            ) : null}
          </>
        )
      : undefined;

  return (
    <div className="cb-page">
      <ListPage<TrainingApplicationRow, Omit<TrainingApplicationFilters, 'view'>>
        settingKey={trainingListKey(view)}
        columns={trainingColumns({ t, view, can, navigate, userId, extraActions })}
        fetchPage={(q) => trainingApi.list({ ...q, view })}
        searchFields={trainingSearchFields(t, view)}
        toolbar={
          view === 'material' && can('tc:application:add') ? (
            <Button type="primary" onClick={() => setEditing(null)}>
              {t('list.add')}
            </Button>
          ) : null
        }
        onExport={
          can('tc:application:export') || can('tc:report:export')
            ? (q) => trainingApi.exportList({ ...q, view })
            : undefined
        }
      />
      {editing !== undefined ? (
        <ApplicationModal record={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </div>
  );
}

export const MaterialListPage = () => <TrainingList view="material" />;
export const CertifiedListPage = () => <TrainingList view="certified" />;
export const DraftListPage = () => <TrainingList view="draft" />;
export const PublishListPage = () => <TrainingList view="publish" />;
export const ReportListPage = () => <TrainingList view="report" />;
