import type { Plugin } from 'vite';

const FORM_CONTEXT = /node_modules[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;
const FROM_INDEX = "import { FormProvider as RcFormProvider } from '@rc-component/form';";
const FROM_MODULE = "import { FormProvider as RcFormProvider } from '@rc-component/form/es/FormContext';";

/**
 * antd's form context (imported by Tooltip, Popover and Modal through ContextIsolator) takes only
 * FormProvider from rc-form's index, whose top-level statements (`RefForm.Field = Field`, …) keep
 * the whole of rc-form and async-validator (~40 kB) in any bundle that shows a tooltip. Taking it
 * from its own module leaves the rest to the pages that have forms.
 */
export function rcFormProviderOnly(): Plugin {
  return {
    name: 'cb:rc-form-provider-only',
    apply: 'build',
    transform: {
      filter: { id: FORM_CONTEXT },
      handler(code) {
        if (!code.includes(FROM_INDEX)) {
          this.warn('antd/es/form/context.js no longer imports FormProvider as expected: left as it is');
          return null;
        }
        return { code: code.replace(FROM_INDEX, FROM_MODULE), map: null };
      },
    },
  };
}
