/**
 * 服务认证项目 (sc/ProjectList: the projects with their stage and grade; 新增, 下一阶段, the
 * certificate PDF) and 服务认证报告 (sc/ReportList: the saved sheets; the report PDF); server paging,
 * sorting, filters and the Excel export of the same columns.
 */
import { Button, Form, Input, Modal, message } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import {
  openPdf,
  type ServiceProjectBody,
  type ServiceProjectFilters,
  type ServiceProjectRow,
  serviceApi,
} from './api';
import { PROJECT_LIST_KEY, REPORT_LIST_KEY, useAddServiceProject, useAdvanceServiceProject } from './queries';
import { projectColumns, reportColumns, serviceSearchFields } from './ServiceList.data';
import { serviceTexts } from './texts';

function ProjectModal({ onClose }: { onClose: () => void }) {
  const { t } = serviceTexts.useTranslation();
  const [form] = Form.useForm<ServiceProjectBody>();
  const add = useAddServiceProject();
  const key = useRef(crypto.randomUUID());
  const [toast, holder] = message.useMessage();
  return (
    <>
      {holder}
      <Modal
        open
        title={t('form.addTitle')}
        onCancel={onClose}
        confirmLoading={add.isPending}
        onOk={async () => {
          const body = await form.validateFields();
          await add.mutateAsync({ body, idempotencyKey: key.current });
          void toast.success(t('form.saved'));
          onClose();
        }}
      >
        <Form form={form} className="cb-form-page" labelCol={{ span: 6 }}>
          <Form.Item
            name="enterpriseName"
            label={t('field.enterpriseName')}
            rules={[{ required: true, whitespace: true, message: '请输入组织名称' }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="scope" label={t('field.scope')}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
          </Form.Item>
          <Form.Item name="serviceAreaCode" label={t('field.serviceAreaCode')}>
            <Input maxLength={20} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

function useColumnContext() {
  const { t } = serviceTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const advance = useAdvanceServiceProject();
  return {
    t,
    can,
    navigate,
    advance: (row: ServiceProjectRow) => advance.mutateAsync({ id: row.id, version: row.version }),
    pdf: (row: ServiceProjectRow, kind: 'certificate' | 'report') =>
      void (kind === 'certificate' ? serviceApi.certificatePdf(row.id) : serviceApi.reportPdf(row.id)).then(
        openPdf,
      ),
  };
}

export function ProjectListPage() {
  const context = useColumnContext();
  const { t, can } = context;
  const [adding, setAdding] = useState(false);
  return (
    <div className="cb-page">
      <ListPage<ServiceProjectRow, ServiceProjectFilters>
        settingKey={PROJECT_LIST_KEY}
        columns={projectColumns(context)}
        fetchPage={serviceApi.list}
        searchFields={serviceSearchFields(t, true)}
        toolbar={
          can('sc:project:add') ? (
            <Button type="primary" onClick={() => setAdding(true)}>
              {t('list.add')}
            </Button>
          ) : null
        }
        onExport={can('sc:project:export') ? serviceApi.exportProjects : undefined}
      />
      {adding ? <ProjectModal onClose={() => setAdding(false)} /> : null}
    </div>
  );
}

export function ReportListPage() {
  const context = useColumnContext();
  const { t, can } = context;
  return (
    <div className="cb-page">
      <ListPage<ServiceProjectRow, ServiceProjectFilters>
        settingKey={REPORT_LIST_KEY}
        columns={reportColumns(context)}
        fetchPage={(q) => serviceApi.list({ ...q, evaluated: '1' })}
        searchFields={serviceSearchFields(t, false)}
        onExport={
          can('sc:report:export') ? (q) => serviceApi.exportReports({ ...q, evaluated: '1' }) : undefined
        }
      />
    </div>
  );
}
