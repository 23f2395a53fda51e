import { CertificateList } from './CertificateList';

/** 暂停撤销 (zsfx/PauseCancelList): suspend, restore, revoke and cancel certificates. */
export default function PauseCancelListPage() {
  return <CertificateList mode="pause" />;
}
