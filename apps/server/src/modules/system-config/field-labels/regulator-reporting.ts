/** Field labels of 信息上报: the batches reported and the body's code map corrections. */
export const regulatorReportingFields = {
  report_batches: {
    batch_no: '批次号',
    kind: '上报类别',
    period: '所属期间',
    row_count: '记录数',
    file_name: '上报文件',
  },
  report_code_maps: {
    map: '代码表',
    from_code: '本系统代码',
    to_code: '上报代码',
  },
};
