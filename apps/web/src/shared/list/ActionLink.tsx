import { Button, type ButtonProps } from 'antd';

/** A row's action in a list's 操作 column (a small link button). */
export function ActionLink(props: Omit<ButtonProps, 'type' | 'size'>) {
  return <Button type="link" size="small" {...props} />;
}
