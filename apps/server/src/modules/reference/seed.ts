/** Seeds a new tenant's reference data (runs inside the tenant-creating transaction). */
import { iafSectorOf } from '@cb/domain';
import type { TenantSeeder } from '../../platform/areas.ts';
import {
  certificateStandards,
  certificationItems,
  dictionaries,
  dictionaryItems,
  professionalCodes,
} from './schema.ts';
import {
  CERTIFICATION_ITEM_SEEDS,
  CODE_STANDARDS,
  DICTIONARY_SEEDS,
  PROFESSIONAL_CODE_SEEDS,
  STANDARD_SEEDS,
} from './seed-data.ts';

const RISK_INDEX = { Q: 2, E: 3, S: 4 } as const;

export const seedReferenceData: TenantSeeder = async ({ tx, tenantId }) => {
  for (const dict of DICTIONARY_SEEDS) {
    const [row] = await tx
      .insert(dictionaries)
      .values({ tenantId, code: dict.code, name: dict.name })
      .returning({ id: dictionaries.id });
    await tx.insert(dictionaryItems).values(
      dict.items.map((item, i) => ({
        tenantId,
        dictionaryId: row!.id,
        value: item.value,
        text: item.text,
        textEn: item.textEn,
        color: item.color ?? '',
        sortNo: i + 1,
      })),
    );
  }

  const standards = await tx
    .insert(certificateStandards)
    .values(STANDARD_SEEDS.map((s) => ({ tenantId, ...s })))
    .returning({ id: certificateStandards.id, code: certificateStandards.code });
  const standardId = new Map(standards.map((s) => [s.code, s.id]));

  await tx.insert(professionalCodes).values(
    CODE_STANDARDS.flatMap((code) =>
      PROFESSIONAL_CODE_SEEDS.map((row) => ({
        tenantId,
        certificateStandardId: standardId.get(code)!,
        certCodeCustom: row[0],
        iafCode: iafSectorOf(row[0]),
        proName: row[1],
        riskLevel: row[RISK_INDEX[code]],
        witnessRequired: row[5],
        reportingCode: row[0],
        enabled: 1,
      })),
    ),
  );

  await tx.insert(certificationItems).values(
    CERTIFICATION_ITEM_SEEDS.map((item, i) => ({
      tenantId,
      certiCode: item.certiCode,
      description: item.description,
      certiCoverage: item.certiCoverage,
      certiQualification: item.q,
      certiEnvironment: item.e,
      certiSecurityAndHealth: item.s,
      sortNo: i + 1,
    })),
  );
};
