import { Button, Card, Form } from 'antd';
import { useNavigate } from 'react-router';
import { CertificateStandardSelect } from '../../shared/components/form/CertificateStandardSelect';
import { ListPage } from '../../shared/list';
import { analyseListColumns, analyseSearchFields } from './Analyse.data';
import { type AuditorFilters, type AuditorRow, auditorsApi } from './api';
import { AuditorPicker } from './pickers';
import { ANALYSE_LIST_SETTING_KEY, useStandards } from './queries';
import { analysePath } from './standardScheme';
import { auditorTexts } from './texts';
import './auditors.css';

/** Picks any auditor and certificate standard and opens their analysis. */
function AnalysePicker() {
  const { t } = auditorTexts.useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ auditorId: string; standardId: string }>();
  return (
    <Card size="small" title={t('analyse.pick')} style={{ marginBottom: 16 }}>
      <Form
        form={form}
        name="analyse_pick"
        layout="inline"
        onFinish={(v) => navigate(analysePath(v.auditorId, v.standardId))}
      >
        <Form.Item
          name="auditorId"
          label={t('analyse.auditor')}
          rules={[{ required: true, message: t('message.choose', { label: t('analyse.auditor') }) }]}
        >
          <AuditorPicker style={{ width: 220 }} />
        </Form.Item>
        <Form.Item
          name="standardId"
          label={t('analyse.standard')}
          rules={[{ required: true, message: t('message.choose', { label: t('analyse.standard') }) }]}
        >
          <CertificateStandardSelect style={{ width: 260 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('analyse.open')}
        </Button>
      </Form>
    </Card>
  );
}

/** 能力分析 (rlzy/AnalyseList): choose a person and a standard, or a registered scheme of a listed auditor. */
export default function AnalyseListPage() {
  const { t } = auditorTexts.useTranslation();
  const navigate = useNavigate();
  const standards = useStandards().data ?? [];

  return (
    <div className="cb-page">
      <AnalysePicker />
      <ListPage<AuditorRow, AuditorFilters>
        settingKey={ANALYSE_LIST_SETTING_KEY}
        columns={analyseListColumns(t, standards, navigate)}
        fetchPage={auditorsApi.list}
        searchFields={analyseSearchFields(t)}
      />
    </div>
  );
}
