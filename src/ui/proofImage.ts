/**
 * Proof images (a deposit's receipt, a withdrawal not received, a promotion application's pictures): png, jpg or jpeg only, under the
 * size the platform takes, compressed in the browser (browser-image-compression: 720 px at
 * quality 0.6, as the real client does) and sent as a data URL.
 */
export const PROOF_TYPES = ['image/png', 'image/jpeg'] as const;
export const PROOF_EXTENSIONS = /\.(png|jpe?g)$/i;

export type ProofProblem = 'type' | 'size' | null;

/** Why a chosen file cannot be a proof image (`maxBytes`: 10 MB for a deposit, 5 MB for a withdrawal). */
export function proofProblem(file: Pick<File, 'type' | 'name' | 'size'>, maxBytes: number): ProofProblem {
  if (!(PROOF_TYPES as readonly string[]).includes(file.type) || !PROOF_EXTENSIONS.test(file.name)) return 'type';
  if (file.size >= maxBytes) return 'size';
  return null;
}

export const MB = 1024 * 1024;

/** The compressed image as a data URL. */
export async function proofDataUrl(file: File): Promise<string> {
  const { default: imageCompression } = await import('browser-image-compression');
  const small = await imageCompression(file, { maxWidthOrHeight: 720, initialQuality: 0.6, useWebWorker: false, fileType: file.type });
  return imageCompression.getDataUrlFromFile(small);
}
