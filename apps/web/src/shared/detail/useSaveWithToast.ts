import { message } from 'antd';
import { useIdempotentSave } from '../http/useIdempotentSave';

/**
 * A form page's save: one Idempotency-Key per save (useIdempotentSave) and the `done` toast once it
 * has gone through. Render `toastHolder`; call `submit((idempotencyKey) => save.mutateAsync(…))`.
 */
export function useSaveWithToast(done: string) {
  const [toast, toastHolder] = message.useMessage();
  const once = useIdempotentSave();
  const submit = async <T>(send: (idempotencyKey: string) => Promise<T>): Promise<T> => {
    const saved = await once(send);
    void toast.success(done);
    return saved;
  };
  return { submit, toastHolder };
}
