import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Tooltip, Upload } from 'antd';
import { useNavigate } from 'react-router';
import { checkUploadType } from '../../shared/components/form/rules';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { AUDITOR_ADD_PATH, auditorColumns, auditorSearchFields } from './AuditorList.data';
import { type AuditorFilters, type AuditorImportKind, type AuditorRow, auditorsApi } from './api';
import { AUDITOR_LIST_SETTING_KEY, useImportSheet } from './queries';
import { auditorTexts } from './texts';

const IMPORT_KINDS: readonly AuditorImportKind[] = ['auditors', 'qualifications', 'competences'];

/** 审核员列表 (rlzy/AuditorList): search, server paging and sorting, column settings, Excel import and export. */
export default function AuditorListPage() {
  const { t } = auditorTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const importSheet = useImportSheet();

  return (
    <div className="cb-page">
      <ListPage<AuditorRow, AuditorFilters>
        settingKey={AUDITOR_LIST_SETTING_KEY}
        columns={auditorColumns({ t, can, navigate })}
        fetchPage={auditorsApi.list}
        scrollX={1460}
        searchFields={auditorSearchFields(t)}
        toolbar={
          <>
            {can('rlzy:auditor:add') ? (
              <Button type="primary" onClick={() => navigate(AUDITOR_ADD_PATH)}>
                {t('common.add')}
              </Button>
            ) : null}
            {can('rlzy:auditor:import')
              ? IMPORT_KINDS.map((kind) => (
                  <Tooltip key={kind} title={t('import.hint')}>
                    <Upload
                      accept=".xlsx"
                      showUploadList={false}
                      beforeUpload={checkUploadType('excel')}
                      customRequest={async ({ file }) => {
                        try {
                          const result = await importSheet.mutateAsync({ kind, file: file as File });
                          message.success(t('import.done', { count: String(result.imported) }));
                        } catch {
                          // the shared client shows the rows and columns at fault
                        }
                      }}
                    >
                      <Button
                        icon={<UploadOutlined />}
                        loading={importSheet.isPending && importSheet.variables?.kind === kind}
                      >
                        {t(`import.${kind}`)}
                      </Button>
                    </Upload>
                  </Tooltip>
                ))
              : null}
          </>
        }
        onExport={can('rlzy:auditor:export') ? auditorsApi.exportList : undefined}
      />
    </div>
  );
}
