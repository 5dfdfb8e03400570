import type { AlertOptions } from '@safa/shared-ui';

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

export interface FilePolicy {
  /** What the operator is told the section takes, e.g. 'JPEG or PNG images'. */
  kinds: string;
  accepts: (file: File) => boolean;
  maxBytes: (file: File) => number;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Splits chosen files into those the policy takes and a reason for each one it refuses. */
export function checkFiles(files: File[], policy: FilePolicy): { accepted: File[]; refusals: string[] } {
  const accepted: File[] = [];
  const refusals: string[] = [];
  for (const file of files) {
    if (!policy.accepts(file)) refusals.push(`${file.name}: not one of the ${policy.kinds}`);
    else if (file.size > policy.maxBytes(file))
      refusals.push(`${file.name}: larger than ${megabytes(policy.maxBytes(file))}`);
    else accepted.push(file);
  }
  return { accepted, refusals };
}

export const refusedFilesAlert = (refusals: string[]): AlertOptions => ({
  title: 'Some files were not added',
  text: refusals.join('\n'),
  tone: 'warning',
});
