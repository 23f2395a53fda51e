import { CertificateList } from './CertificateList';

/** 证书查询 (zsfx/SearchList): current certificates, their detail and PDF. */
export default function SearchListPage() {
  return <CertificateList mode="search" />;
}
