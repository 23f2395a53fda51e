import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { AppError } from './http/errors.ts';
import { PUBLIC_URL_MISSING, publicAddress } from './public-url.ts';

describe('the public address (PUBLIC_URL)', () => {
  it('is read from the environment as an http(s) origin with an optional path, no trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://cert.example.com/' }).publicUrl).toBe(
      'https://cert.example.com',
    );
    expect(loadConfig({ PUBLIC_URL: ' https://body.example.com/cb/ ' }).publicUrl).toBe(
      'https://body.example.com/cb',
    );
    expect(loadConfig({}).publicUrl).toBeUndefined();
    for (const bad of [
      'cert.example.com',
      'ftp://cert.example.com',
      'https://u:p@cert.example.com',
      'https://x.example/?a=1',
    ])
      expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL/);
  });

  it('is the configured one; without it the server’s own address, and in production a refusal with the reason', () => {
    expect(publicAddress({ production: true, publicUrl: 'https://cert.example.com' }).origin()).toBe(
      'https://cert.example.com',
    );
    expect(publicAddress({ production: false, port: 3000, host: '0.0.0.0' }).origin()).toBe(
      'http://localhost:3000',
    );
    expect(publicAddress({ production: false, port: 8080, host: '10.0.0.5' }).origin()).toBe(
      'http://10.0.0.5:8080',
    );
    const refusal = (() => {
      try {
        publicAddress({ production: true }).origin();
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 503, message: PUBLIC_URL_MISSING });
  });
});
