/** 培训证书管理 (证书管理 › 培训证书) routes: thin — the contract's schemas, who may call, the service. */
import {
  TRAINING_CERTIFICATE_ACCESS as A,
  labelOf,
  TRAINING_CERTIFICATE_STATUSES,
  trainingCertificateEndpoints,
  trainingCertificateSchemas,
} from '@cb/domain';
import { requireUser, userActions } from '../../platform/auth/guard.ts';
import { sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { TrainingCertificateService } from './training-service.ts';

export const trainingCertificateRoutes =
  (services: Pick<AppServices, 'database' | 'clock'>): AreaRoutes =>
  async (app) => {
    const service = new TrainingCertificateService(services.database, services.clock);

    registerEndpoints(app, trainingCertificateEndpoints, trainingCertificateSchemas, {
      listTrainingCertificates: async (request) =>
        ok(await service.list(requireUser(request), request.query)),
      // As 人员管理 does: who may edit sees the ID-card number whole, other readers masked.
      getTrainingCertificate: async (request) => {
        const user = requireUser(request);
        const whole = (await userActions(services.database, user)).has(A.edit[0]!);
        return ok(await service.get(user, request.query.id, whole));
      },
      exportTrainingCertificates: async (request, reply) => {
        const rows = await service.exportRows(requireUser(request), request.query);
        const content = await writeSheet(
          '培训证书',
          [
            { header: '证书编号', width: 18, value: (r) => r.certNo },
            { header: '持证人', width: 10, value: (r) => r.holderName },
            { header: '身份证号', width: 20, value: (r) => r.holderIdCardNo },
            { header: '工作单位', width: 28, value: (r) => r.employer },
            { header: '培训课程', width: 28, value: (r) => r.courseName },
            { header: '培训标准', width: 28, value: (r) => r.standardName },
            { header: '学时', width: 6, value: (r) => r.courseHours },
            { header: '培训开始日期', width: 12, value: (r) => r.trainingFrom },
            { header: '培训结束日期', width: 12, value: (r) => r.trainingTo },
            { header: '发证日期', width: 12, value: (r) => r.issueDate },
            { header: '有效期至', width: 12, value: (r) => r.validTo ?? '长期有效' },
            {
              header: '状态',
              width: 8,
              value: (r) => labelOf(TRAINING_CERTIFICATE_STATUSES, r.status) ?? '',
            },
          ],
          rows,
        );
        return sendWorkbook(reply, content, 'training-certificates.xlsx', '培训证书.xlsx');
      },
      addTrainingCertificate: async (request) =>
        ok(await service.create(requireUser(request), request.body), '添加成功！'),
      editTrainingCertificate: async (request) =>
        ok(await service.update(requireUser(request), request.body), '编辑成功！'),
      deleteTrainingCertificate: async (request) =>
        ok(await service.remove(requireUser(request), request.query.id, request.query.version), '删除成功!'),
    });
  };
