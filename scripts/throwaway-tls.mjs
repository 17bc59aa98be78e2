/**
 * A self-signed certificate for localhost and *.localhost, made for one run and never written
 * into the repo: the measuring scripts serve the site over HTTPS so the browser speaks HTTP/2 to
 * it, as it does to a brand's domain (a browser speaks HTTP/2 only over TLS). Made with Debian's
 * openssl (Node has no certificate maker); null when openssl is missing, so a caller can fall back
 * to plain HTTP and say so.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** @returns {{ key: Buffer, cert: Buffer } | null} */
export function throwawayCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'throwaway-tls-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,DNS:*.localhost', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
