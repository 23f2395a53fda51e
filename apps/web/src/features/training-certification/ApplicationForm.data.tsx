/** The fields of the training application form (新增 / 修改), with the contract's Chinese messages. */
import { DatePicker, Input, InputNumber, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { FormField } from '../../shared/detail';
import type { TrainingApplicationBody, TrainingApplicationDetail } from './api';
import type { TrainingT } from './texts';

export interface ApplicationFormValues {
  applicantType: 1 | 2;
  applicantName: string;
  idCardNo?: string;
  organisation?: string;
  courseName: string;
  standardName?: string;
  courseHours: number;
  trainingFrom: Dayjs | null;
  trainingTo: Dayjs | null;
  remark?: string;
}

export function initialApplicationValues(
  r: TrainingApplicationDetail | null,
): Partial<ApplicationFormValues> {
  if (!r) return { applicantType: 1, courseHours: 24 };
  return {
    applicantType: r.applicantType === 2 ? 2 : 1,
    applicantName: r.applicantName,
    idCardNo: r.idCardNo,
    organisation: r.organisation,
    courseName: r.courseName,
    standardName: r.standardName,
    courseHours: r.courseHours,
    trainingFrom: dayjs(r.trainingFrom),
    trainingTo: dayjs(r.trainingTo),
    remark: r.remark,
  };
}

export function toApplicationBody(v: ApplicationFormValues): TrainingApplicationBody {
  return {
    applicantType: v.applicantType,
    applicantName: v.applicantName.trim(),
    idCardNo: v.idCardNo?.trim() ?? '',
    organisation: v.organisation?.trim() ?? '',
    courseName: v.courseName.trim(),
    standardName: v.standardName?.trim() ?? '',
    courseHours: v.courseHours,
    trainingFrom: v.trainingFrom?.format('YYYY-MM-DD') ?? '',
    trainingTo: v.trainingTo?.format('YYYY-MM-DD') ?? '',
    remark: v.remark?.trim() ?? '',
  };
}

export function applicationFields(t: TrainingT): FormField[] {
  return [
    {
      name: 'applicantType',
      label: t('field.applicantType'),
      rules: [{ required: true, message: '请选择申请人类型' }],
      input: (
        <Radio.Group
          options={[
            { value: 1, label: t('type.1') },
            { value: 2, label: t('type.2') },
          ]}
        />
      ),
    },
    {
      name: 'applicantName',
      label: t('field.applicantName'),
      rules: [{ required: true, whitespace: true, message: '请输入申请人' }],
      input: <Input maxLength={100} />,
    },
    { name: 'idCardNo', label: t('field.idCardNo'), input: <Input maxLength={18} /> },
    { name: 'organisation', label: t('field.organisation'), input: <Input maxLength={100} /> },
    {
      name: 'courseName',
      label: t('field.courseName'),
      rules: [{ required: true, whitespace: true, message: '请输入课程名称' }],
      input: <Input maxLength={100} />,
    },
    { name: 'standardName', label: t('field.standardName'), input: <Input maxLength={100} /> },
    {
      name: 'courseHours',
      label: t('field.courseHours'),
      rules: [{ required: true, message: '请输入学时' }],
      input: <InputNumber min={1} max={1000} precision={0} style={{ width: 160 }} />,
    },
    {
      name: 'trainingFrom',
      label: t('field.trainingFrom'),
      rules: [{ required: true, message: '请选择培训开始日期' }],
      input: <DatePicker style={{ width: 200 }} />,
    },
    {
      name: 'trainingTo',
      label: t('field.trainingTo'),
      rules: [{ required: true, message: '请选择培训结束日期' }],
      input: <DatePicker style={{ width: 200 }} />,
    },
    {
      name: 'remark',
      label: t('field.remark'),
      input: <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />,
    },
  ];
}
