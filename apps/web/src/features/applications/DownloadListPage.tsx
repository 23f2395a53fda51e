import { Card, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { RecordFiles } from '../../shared/files';
import { usePermission } from '../../shared/permissions';
import { applicationsApi, DOWNLOAD_FILES_PREFIX } from './api';
import { applicationTexts } from './texts';

/**
 * 资料下载 (xmsl/DownloadList): the body's blank application forms and guides. Everyone with the
 * page downloads and previews them; holders of xmsl:download:upload / :delete maintain them.
 */
export default function DownloadListPage() {
  const { t } = applicationTexts.useTranslation();
  const can = usePermission();
  const [libraryId, setLibraryId] = useState<string | null>(null);
  useEffect(() => {
    applicationsApi.downloadLibrary().then(
      (r) => setLibraryId(r.id),
      () => {},
    );
  }, []);
  return (
    <Card className="cb-page" title={t('download.title')} extra={t('download.hint')}>
      {libraryId ? (
        <RecordFiles
          prefix={DOWNLOAD_FILES_PREFIX}
          recordId={libraryId}
          documentTypes={['xmsl001', 'attachment']}
          editable={can('xmsl:download:upload') || can('xmsl:download:delete')}
        />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
