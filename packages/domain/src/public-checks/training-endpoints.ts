/**
 * The 培训证书管理 endpoints (证书管理 › 培训证书): where each is and who may call it. Their schemas are
 * `trainingCertificateSchemas` (training-certificates.ts), imported as types only (common/endpoints.ts).
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { TRAINING_CERTIFICATE_ACCESS as A } from './access.ts';
import type { trainingCertificateSchemas } from './training-certificates.ts';

export const trainingCertificateEndpoints = defineEndpoints<typeof trainingCertificateSchemas>()({
  listTrainingCertificates: {
    method: 'GET',
    path: '/zsfx/trainCertificate/list',
    access: A.read,
    summary: '培训证书列表',
  },
  getTrainingCertificate: {
    method: 'GET',
    path: '/zsfx/trainCertificate/queryById',
    access: A.read,
    summary: '培训证书详情',
  },
  exportTrainingCertificates: {
    method: 'GET',
    path: '/zsfx/trainCertificate/exportXls',
    access: A.export,
    summary: '导出培训证书',
  },
  addTrainingCertificate: {
    method: 'POST',
    path: '/zsfx/trainCertificate/add',
    access: A.add,
    summary: '新增培训证书',
  },
  editTrainingCertificate: {
    method: 'PUT',
    path: '/zsfx/trainCertificate/edit',
    access: A.edit,
    summary: '编辑培训证书（含撤销）',
  },
  deleteTrainingCertificate: {
    method: 'DELETE',
    path: '/zsfx/trainCertificate/delete',
    access: A.delete,
    summary: '删除培训证书',
  },
});
