/**
 * The 培训证书管理 endpoints (证书管理 › 培训证书): where each is and who may call it. Their schemas are
 * `trainingCertificateSchemas` (training-certificates.ts), imported as types only (common/endpoints.ts).
 */
import { defineEndpoints, del, get, post, put } from '../common/endpoints.ts';
import { TRAINING_CERTIFICATE_ACCESS as A } from './access.ts';
import type { trainingCertificateSchemas } from './training-certificates.ts';

export const trainingCertificateEndpoints = defineEndpoints<typeof trainingCertificateSchemas>()({
  listTrainingCertificates: get('/zsfx/trainCertificate/list', A.read, '培训证书列表'),
  getTrainingCertificate: get('/zsfx/trainCertificate/queryById', A.read, '培训证书详情'),
  exportTrainingCertificates: get('/zsfx/trainCertificate/exportXls', A.export, '导出培训证书'),
  addTrainingCertificate: post('/zsfx/trainCertificate/add', A.add, '新增培训证书'),
  editTrainingCertificate: put('/zsfx/trainCertificate/edit', A.edit, '编辑培训证书（含撤销）'),
  deleteTrainingCertificate: del('/zsfx/trainCertificate/delete', A.delete, '删除培训证书'),
});
