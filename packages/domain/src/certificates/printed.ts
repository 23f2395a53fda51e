/**
 * What a certificate prints beyond its plain fields (ISO/IEC 17021-1 §8.2.2, issue 30): the
 * standard with its edition, taken from the body's certification standards catalogue; every site
 * the certificate covers; the accreditation mark with the body's accreditation number; and which
 * version of the number this is, so a reissue is told apart from the certificate it replaced.
 * The server's PDF and the template editor's live preview print them with these same functions.
 */

/** A site covered by a certificate, as printed (a snapshot, like the name and address). */
export interface CertificateSite {
  name: string;
  address: string;
}

/**
 * The standard a certificate carries, from the catalogue entry chosen for the application item:
 * the catalogue's name, and the edition the application named or else the catalogue's standard
 * number (the current edition, e.g. GB/T 24001-2016/ISO 14001:2015).
 */
export function catalogueStandard(
  entry: { name: string; standardNumber: string },
  chosenVersion?: string | null,
): { standardName: string; standardVersion: string } {
  const chosen = (chosenVersion ?? '').trim();
  return { standardName: entry.name.trim(), standardVersion: chosen || entry.standardNumber.trim() };
}

/** The standard as printed: its edition and name, or the name alone when it already carries it. */
export function printedStandardText(c: { standardName: string; standardVersion: string }): string {
  const name = c.standardName.trim();
  const version = c.standardVersion.trim();
  if (!version || name.includes(version)) return name;
  return `${version} ${name}`.trim();
}

/** The sites covered, one after another ('' when the certificate lists none). */
export function printedSites(sites: readonly CertificateSite[], language: string): string {
  const shown = sites.filter((s) => s.name.trim() || s.address.trim());
  if (shown.length === 0) return '';
  const en = language === 'en';
  return shown
    .map((s, i) => {
      const name = s.name.trim();
      const address = s.address.trim();
      const text = name && address ? `${name}${en ? ', ' : '：'}${address}` : name || address;
      return shown.length === 1 ? text : `${i + 1}. ${text}`;
    })
    .join(en ? '; ' : '；');
}

/** The accreditation mark with the body's accreditation number ('' when not accredited). */
export function printedAccreditation(marks: string, accreditationNo: string): string {
  const mark = marks.trim();
  const no = accreditationNo.trim();
  if (!mark) return '';
  if (!no || no.includes(mark)) return no || mark;
  return `${mark}（${no}）`;
}

/**
 * The version of a certificate number (1 for the first issue, +1 for every change or reissue that
 * made a new version under the same number) as printed.
 */
export function printedCertificateVersion(version: number, language: string): string {
  if (!Number.isInteger(version) || version < 1) return '';
  if (language === 'en') return version === 1 ? 'Version 1 (first issue)' : `Version ${version} (reissued)`;
  return version === 1 ? '第1版（首次发证）' : `第${version}版（换发）`;
}
