import { App, Button } from 'antd';
import type { ReactNode } from 'react';

export interface ConfirmActionButtonProps {
  /** The link's text (删除, 撤销 …). */
  label: ReactNode;
  /** The question of the confirmation dialog. */
  title: ReactNode;
  /** What the action applies to (a number, a name). */
  content?: ReactNode;
  /** The success message. */
  done: string;
  action: () => Promise<unknown>;
  /** After success, usually the list's reload. */
  onDone?: () => void;
  /** Red, as a destructive action (default); false for a step that only asks first (下一阶段, 重新提交). */
  danger?: boolean;
}

/**
 * A row action that asks first (destructive, in red, unless `danger={false}`): confirms through the app's modal, runs `action`, shows
 * `done` and calls `onDone`. A failed call is already shown by the shell's error catalogue, so the
 * dialog just closes.
 */
export function ConfirmActionButton({
  label,
  title,
  content,
  done,
  action,
  onDone,
  danger = true,
}: ConfirmActionButtonProps) {
  const { modal, message } = App.useApp();
  return (
    <Button
      type="link"
      size="small"
      danger={danger}
      onClick={() =>
        void modal.confirm({
          title,
          content,
          okButtonProps: { danger },
          onOk: () =>
            action().then(
              () => {
                void message.success(done);
                onDone?.();
              },
              () => {},
            ),
        })
      }
    >
      {label}
    </Button>
  );
}
