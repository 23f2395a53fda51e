import { filterIntegerInput, filterMoneyInput, fixMoneyOnBlur } from '@cb/domain';
import { Input, type InputProps } from 'antd';

type Props = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string | number | null;
  onChange?: (value: string) => void;
};

/**
 * Amount input (SPEC.md §5): digits and one decimal point, at most 2 decimals, "00" → "0"; on blur
 * a trailing point and a leading zero go. Works as an antd Form item control.
 * @example <Form.Item name="amount"><MoneyInput /></Form.Item>
 */
export function MoneyInput({ value, onChange, onBlur, ...rest }: Props) {
  const text = value === null || value === undefined ? '' : String(value);
  return (
    <Input
      inputMode="decimal"
      {...rest}
      value={text}
      onChange={(e) => onChange?.(filterMoneyInput(e.target.value))}
      onBlur={(e) => {
        const fixed = fixMoneyOnBlur(text);
        if (fixed !== text) onChange?.(fixed);
        onBlur?.(e);
      }}
    />
  );
}

/**
 * Integer input (SPEC.md §5): digits only, and a single character cannot be 0.
 * @example <Form.Item name="headcount"><IntegerInput /></Form.Item>
 */
export function IntegerInput({ value, onChange, ...rest }: Props) {
  const text = value === null || value === undefined ? '' : String(value);
  return (
    <Input
      inputMode="numeric"
      {...rest}
      value={text}
      onChange={(e) => onChange?.(filterIntegerInput(e.target.value))}
    />
  );
}
