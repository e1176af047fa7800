import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestCertificate {
  cert: Buffer;
  key: Buffer;
  /** For Chromium's `--ignore-certificate-errors-spki-list`: this certificate alone is trusted. */
  spki: string;
}

/**
 * A throwaway self-signed certificate for 127.0.0.1, made by the openssl command: Chromium sends
 * Reporting API reports to https endpoints only, so a test of `report-to` needs TLS.
 */
export function makeTestCertificate(): TestCertificate {
  const directory = mkdtempSync(join(tmpdir(), 'card-tokenizer-tls-'));
  try {
    const [key, cert] = [join(directory, 'key.pem'), join(directory, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes']
        .concat(['-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1'])
        .concat(['-addext', 'subjectAltName=IP:127.0.0.1']),
      { stdio: 'ignore' },
    );
    const pem = readFileSync(cert);
    const publicKey = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
    return {
      cert: pem,
      key: readFileSync(key),
      spki: createHash('sha256').update(publicKey).digest('base64'),
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
