/**
 * antd Form rules and upload checks built on the domain validators (SPEC.md §5), plus the server
 * duplicate and rule checks that show the server's message.
 */
import {
  type CheckResult,
  isValidIdCardNumber,
  type referenceEndpoints,
  standardNameField,
  type UploadKind,
  uploadTypeError,
  validateMobilePhone,
} from '@cb/domain';
import { type FormRule, message, Upload } from 'antd';
import { checkDuplicate } from '../../api/checks';
import { http } from '../../http';
import { blockTexts } from '../../list/texts';

/** Required mainland mobile phone: 请输入联系方式 / 请输入正确的电话. */
export const phoneRule: FormRule = {
  validator: (_rule, value: string | undefined) => {
    const error = validateMobilePhone(value);
    return error ? Promise.reject(new Error(error)) : Promise.resolve();
  },
};

/** ID card number (18 or 15 digits, known province, checksum); empty passes (add `required`). */
export const idCardRule: FormRule = {
  validator: (_rule, value: string | undefined) =>
    !value || isValidIdCardNumber(value)
      ? Promise.resolve()
      : Promise.reject(new Error(blockTexts.t('idCardInvalid'))),
};

/**
 * A rule that asks the server whether the value is taken (GET /sys/duplicate/check).
 * @example rules={[duplicateRule('sys_user', 'username', record?.id)]}
 */
export function duplicateRule(tableName: string, fieldName: string, dataId?: string): FormRule {
  return {
    validator: async (_rule, value: string | undefined) => {
      if (!value) return;
      const result = await checkDuplicate({ tableName, fieldName, fieldVal: value, dataId });
      if (!result.valid) throw new Error(result.message);
    },
  };
}

/** A rule checked by a server rule code (GET /sys/checkRule/checkByCode). */
export function serverRule(ruleCode: string): FormRule {
  return {
    validator: async (_rule, value: string | undefined) => {
      if (!value) return;
      // The reference table's path, checked as a type (the table's code stays out of the shell's bundle).
      const result = await http.get<CheckResult>(
        '/sys/checkRule/checkByCode' satisfies (typeof referenceEndpoints)['checkValueByRule']['path'],
        { ruleCode, value },
        { silent: true },
      );
      if (!result.valid) throw new Error(result.message);
    },
  };
}

/**
 * antd Upload `beforeUpload` that refuses files of the wrong type with the spec message
 * (只能上传Word文件！ / 只能上传excel文件 / 不支持的文件格式！).
 * @example <Upload beforeUpload={checkUploadType('excel')} />
 */
export function checkUploadType(kind: UploadKind) {
  return (file: { name: string }): boolean | string => {
    const error = uploadTypeError(file.name, kind);
    if (error) {
      void message.error(error);
      return Upload.LIST_IGNORE;
    }
    return true;
  };
}

/**
 * Applies the ERP setting "certificateStandardName" (1 realName, 2 shortName, 3 fullName) to table
 * columns: a column on `certificateStandardName` shows the chosen field of its record instead.
 */
export function applyStandardNameSetting<C extends { dataIndex?: unknown }>(
  columns: readonly C[],
  setting: number | null | undefined,
): C[] {
  const field = standardNameField(setting);
  if (!field) return [...columns];
  return columns.map((c) => (c.dataIndex === 'certificateStandardName' ? { ...c, dataIndex: field } : c));
}
