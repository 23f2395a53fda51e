import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { availableOf, editorRows } from './AllocationEditor';
import type { PaymentDetail } from './api';
import { initialValues, NEW_PAYMENT, toAddBody, toEditBody } from './PaymentEdit.data';

const record: PaymentDetail = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  enterpriseId: '0190a0b0-0000-7000-8000-0000000000e1',
  enterpriseName: '示例客户有限公司',
  amount: '300.00',
  allocated: '200.00',
  unallocated: '100.00',
  receivedDate: '2026-03-02',
  method: 2,
  bankReference: 'AB12',
  remark: '备注',
  createTime: '2026-03-02T00:00:00.000Z',
  updateTime: '2026-03-02T00:00:00.000Z',
  version: 3,
  allocations: [],
  createdBy: null,
  updatedBy: null,
};

describe('the payment form', () => {
  it('starts a new payment as a bank transfer with nothing allocated', () => {
    expect(initialValues(null)).toBe(NEW_PAYMENT);
    expect(NEW_PAYMENT.method).toBe(1);
  });

  it('sends the client enterprise as payer, the date as YYYY-MM-DD and the bank reference without spaces', () => {
    const body = toAddBody(
      {
        enterpriseId: record.enterpriseId,
        amount: '1200.5',
        receivedDate: dayjs('2026-03-02'),
        method: 1,
        bankReference: '6222 0202 0001',
        remark: '  首期款 ',
      },
      [{ receivableId: 'r1', amount: '1200.5' }],
    );
    expect(body).toEqual({
      payerType: 1,
      enterpriseId: record.enterpriseId,
      amount: '1200.5',
      receivedDate: '2026-03-02',
      method: 1,
      bankReference: '622202020001',
      remark: '首期款',
      allocations: [{ receivableId: 'r1', amount: '1200.5' }],
    });
  });

  it('edits with the version it read and without allocations', () => {
    const body = toEditBody(initialValues(record), record);
    expect(body).toMatchObject({
      id: record.id,
      version: 3,
      amount: '300.00',
      method: 2,
      receivedDate: '2026-03-02',
    });
    expect(body).not.toHaveProperty('allocations');
  });

  it('offers a receivable up to its arrears plus what this payment holds of it', () => {
    const [row] = editorRows(
      [],
      [
        {
          id: 'a1',
          receivableId: 'r1',
          amount: '200.00',
          contractNo: 'HT1',
          standardCode: 'Q',
          auditType: 1,
          feeType: 1,
          receivableAmount: '1000.00',
          receivableReceived: '1000.00',
          dueDate: '2026-04-01',
        },
      ],
    );
    expect(availableOf(row!)).toBe('200.00');
  });
});
