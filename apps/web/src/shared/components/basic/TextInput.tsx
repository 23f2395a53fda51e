import type { InputHTMLAttributes, ReactNode } from 'react';
import { classNames } from './classNames';
import './basic.css';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  prefix?: ReactNode;
  invalid?: boolean;
  size?: 'middle' | 'large';
}

/** A text input that looks like antd's Input with a prefix, without antd's runtime. */
export function TextInput({ prefix, invalid, size = 'middle', className, ...rest }: TextInputProps) {
  return (
    <span
      className={classNames(
        'cb-input',
        size === 'large' && 'cb-input--lg',
        invalid && 'cb-input--error',
        className,
      )}
    >
      {prefix ? <span className="cb-input__prefix">{prefix}</span> : null}
      <input {...rest} className="cb-input__field" aria-invalid={invalid || undefined} />
    </span>
  );
}

/** A certificate or plan number: up to 50 characters, capitals on phone keyboards, no autofill or spell check. */
export function CodeInput(props: TextInputProps) {
  return (
    <TextInput maxLength={50} autoComplete="off" autoCapitalize="characters" spellCheck={false} {...props} />
  );
}
