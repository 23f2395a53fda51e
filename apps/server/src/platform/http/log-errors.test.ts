import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { LOG_SERIALIZERS } from './log-errors.ts';

/** A logger with the app's serialisers that writes its lines into an array. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino({ serializers: LOG_SERIALIZERS }, stream), lines };
}

function failedQuery() {
  const database = Object.assign(new Error('invalid input syntax for type uuid: "Secret-Holder-Name"'), {
    code: '22P02',
  });
  return new DrizzleQueryError(
    'update "training_certificates" set "holder_name" = $1 where "id" = $2',
    ['Secret-Holder-Name', '$scrypt$N=16384$hash-of-a-password', 7],
    database,
  );
}

describe('the log of a failed query', () => {
  it('keeps the SQL, the database message and its code, never the parameters', () => {
    const { log, lines } = capture();
    log.error({ err: failedQuery() }, 'unhandled error');
    const line = lines.join('');
    expect(line).toContain('Failed query: update \\"training_certificates\\" set \\"holder_name\\" = $1');
    expect(line).toContain('invalid input syntax for type uuid');
    expect(line).toContain('[参数]');
    expect(line).not.toContain('Secret-Holder-Name');
    expect(line).not.toContain('hash-of-a-password');
    expect(line).not.toContain('params');
    const { err } = JSON.parse(line) as { err: { type: string; query: string; stack: string } };
    expect(err.type).toBe('DrizzleQueryError');
    expect(err.query).toContain('update "training_certificates"');
    // Still a stack to find the failing call by.
    expect(err.stack).toMatch(/\n\s+at /);
  });

  it('also when the failed query is the cause of another error', () => {
    const { log, lines } = capture();
    const wrapped = new AppError(500, '保存失败');
    wrapped.cause = failedQuery();
    log.error({ err: wrapped }, 'application error');
    const line = lines.join('');
    expect(line).toContain('保存失败');
    expect(line).toContain('Failed query: update');
    expect(line).not.toContain('Secret-Holder-Name');
    expect(line).not.toContain('hash-of-a-password');
  });

  it('leaves every other error as pino writes it', () => {
    const { log, lines } = capture();
    log.error({ err: Object.assign(new Error('连接被拒绝'), { code: 'ECONNREFUSED' }) }, 'x');
    expect(JSON.parse(lines.join('')).err).toMatchObject({ message: '连接被拒绝', code: 'ECONNREFUSED' });
  });
});
