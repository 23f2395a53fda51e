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
}

/**
 * A destructive row action that asks first: confirms through the app's modal, runs `action`, shows
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
}: ConfirmActionButtonProps) {
  const { modal, message } = App.useApp();
  return (
    <Button
      type="link"
      size="small"
      danger
      onClick={() =>
        void modal.confirm({
          title,
          content,
          okButtonProps: { danger: true },
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
