import { App, Button } from 'antd';
import { useNavigate } from 'react-router';
import { ExcelImportButton } from '../../shared/components/form/ExcelImportButton';
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
        // 审核员统计's links carry the numeric codes as text: the selects hold numbers.
        urlToForm={(p) => ({
          ...p,
          ...(p.status ? { status: Number(p.status) } : {}),
          ...(p.employmentType ? { employmentType: Number(p.employmentType) } : {}),
        })}
        toolbar={
          <>
            {can('rlzy:auditor:add') ? (
              <Button type="primary" onClick={() => navigate(AUDITOR_ADD_PATH)}>
                {t('common.add')}
              </Button>
            ) : null}
            {can('rlzy:auditor:import')
              ? IMPORT_KINDS.map((kind) => (
                  <ExcelImportButton
                    key={kind}
                    label={t(`import.${kind}`)}
                    loading={importSheet.isPending && importSheet.variables?.kind === kind}
                    hint={t('import.hint')}
                    upload={async (file) => {
                      const result = await importSheet.mutateAsync({ kind, file });
                      message.success(t('import.done', { count: String(result.imported) }));
                    }}
                  />
                ))
              : null}
          </>
        }
        onExport={can('rlzy:auditor:export') ? auditorsApi.exportList : undefined}
      />
    </div>
  );
}
