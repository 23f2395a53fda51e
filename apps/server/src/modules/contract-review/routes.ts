/** Contract review (htps): the audit-time calculator. */
import {
  CONTRACT_REVIEW_ACCESS as A,
  AuditTimeInputError,
  auditTimeCalculateBody,
  auditTimeCalculateResult,
  calculateAuditTime,
} from '@cb/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { op } from '../../platform/http/operation.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';

export const contractReviewRoutes = (): AreaRoutes => async (app) => {
  app.post(
    '/htps/auditTime/calculate',
    op({
      id: 'calculateAuditTime',
      summary: '审核时间计算（IAF MD 5 / MD 11，含每一步依据）',
      access: A.calculate,
      body: auditTimeCalculateBody,
      result: auditTimeCalculateResult,
    }),
    async (request) => {
      requireUser(request);
      try {
        return ok(calculateAuditTime(request.body));
      } catch (error) {
        if (error instanceof AuditTimeInputError) throw badRequest(error.message);
        throw error;
      }
    },
  );
};
