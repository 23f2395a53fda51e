import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type TrainingCertificateFilters, type TrainingCertificateRow, trainingCertificatesApi } from './api';
import { TRAINING_CERTIFICATE_LIST_SETTING_KEY, useDeleteTrainingCertificate } from './queries';
import {
  ADD_PATH,
  trainingCertificateColumns,
  trainingCertificateSearchFields,
} from './TrainingCertificateList.data';
import { trainingCertificateTexts } from './texts';

/** 培训证书 (zsfx/TrainCertificateList): search, server paging and sorting, column settings, export. */
export default function TrainingCertificateListPage() {
  const { t } = trainingCertificateTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const remove = useDeleteTrainingCertificate();

  return (
    <div className="cb-page">
      <ListPage<TrainingCertificateRow, TrainingCertificateFilters>
        settingKey={TRAINING_CERTIFICATE_LIST_SETTING_KEY}
        columns={trainingCertificateColumns({ t, can, navigate, remove: remove.mutateAsync })}
        fetchPage={trainingCertificatesApi.list}
        searchFields={trainingCertificateSearchFields(t)}
        toolbar={
          can('zsfx:trainCertificate:add') ? (
            <Button type="primary" onClick={() => navigate(ADD_PATH)}>
              {t('list.add')}
            </Button>
          ) : null
        }
        onExport={can('zsfx:trainCertificate:export') ? trainingCertificatesApi.exportList : undefined}
      />
    </div>
  );
}
