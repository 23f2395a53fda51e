import { Button, Descriptions, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { ChangeOutcome } from '../change-approval/ChangeOutcome';
import { changePath } from './ApplicationList.data';
import { applicationsApi, type ChangeRequestFilters, type ChangeRequestRow } from './api';
import { changeRequestColumns, changeRequestItems, changeRequestSearchFields } from './ChangeList.data';
import { ChooseAcceptedApplication } from './ChooseAcceptedApplication';
import { CHANGE_REQUEST_LIST_SETTING_KEY, useRevokeChangeRequest } from './queries';
import { applicationTexts } from './texts';

/** 变更申请 (xmsl/ChangeList): change requests of applications, with detail, edit and revoke. */
export default function ChangeListPage() {
  const { t } = applicationTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const revoke = useRevokeChangeRequest();
  const [shown, setShown] = useState<ChangeRequestRow | null>(null);
  const [choosing, setChoosing] = useState(false);

  return (
    <div className="cb-page">
      <ListPage<ChangeRequestRow, ChangeRequestFilters>
        settingKey={CHANGE_REQUEST_LIST_SETTING_KEY}
        columns={changeRequestColumns({ t, can, navigate, show: setShown, revoke: revoke.mutateAsync })}
        fetchPage={applicationsApi.changes}
        scrollX={1600}
        searchFields={changeRequestSearchFields(t)}
        toolbar={
          can('xmsl:change:add') ? (
            <Button type="primary" onClick={() => setChoosing(true)}>
              {t('change.add')}
            </Button>
          ) : null
        }
      />
      <ChooseAcceptedApplication
        open={choosing}
        onCancel={() => setChoosing(false)}
        onChosen={(id) => {
          setChoosing(false);
          navigate(changePath(id));
        }}
      />
      <Modal
        open={shown !== null}
        title={t('change.detail')}
        footer={null}
        onCancel={() => setShown(null)}
        width={720}
      >
        {shown ? (
          <>
            <Descriptions bordered size="small" column={1} items={changeRequestItems(t, shown)} />
            {/* The decision of 变更审批, with what changed and the trail. */}
            <div style={{ marginTop: 16 }}>
              <ChangeOutcome changeId={shown.id} />
            </div>
          </>
        ) : null}
      </Modal>
    </div>
  );
}
