import { CertificateList } from './CertificateList';

/** 历史证书 (zsfx/HistoryList): the superseded versions of reissued certificates. */
export default function HistoryListPage() {
  return <CertificateList mode="history" />;
}
