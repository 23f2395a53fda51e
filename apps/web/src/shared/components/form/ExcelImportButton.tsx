import { UploadOutlined } from '@ant-design/icons';
import { Button, Tooltip, Upload } from 'antd';
import type { ReactNode } from 'react';
import { checkUploadType } from './rules';

/**
 * 导入 from an Excel file (.xlsx): the chosen file goes to `upload`, which also tells the user the
 * outcome; a refused import is shown by the shared client (the rows at fault). With `hint`, a
 * tooltip says what the sheet must hold.
 */
export function ExcelImportButton({
  label,
  loading,
  hint,
  upload,
}: {
  label: ReactNode;
  loading: boolean;
  hint?: ReactNode;
  upload: (file: File) => Promise<unknown>;
}) {
  const button = (
    <Upload
      accept=".xlsx"
      showUploadList={false}
      beforeUpload={checkUploadType('excel')}
      customRequest={async ({ file }) => {
        try {
          await upload(file as File);
        } catch {
          // the shared client shows why
        }
      }}
    >
      <Button icon={<UploadOutlined />} loading={loading}>
        {label}
      </Button>
    </Upload>
  );
  return hint ? <Tooltip title={hint}>{button}</Tooltip> : button;
}
