import { MAX_ATTACHMENTS_BYTES } from "@messaging-console/contract/limits";

export interface Attachment {
  name: string;
  size: number;
  base64: string;
}

export const totalBytes = (files: readonly { size: number }[]) =>
  files.reduce((n, f) => n + f.size, 0);

/** The upstream keys attachments by name, so a taken name gets " (2)" rather than replacing. */
export function addAttachments<T extends { name: string; size: number }>(
  current: readonly T[],
  incoming: readonly T[],
  limit = MAX_ATTACHMENTS_BYTES,
): { files: T[]; refused: { name: string; reason: string }[] } {
  const files = [...current];
  const refused: { name: string; reason: string }[] = [];
  for (const file of incoming) {
    const total = totalBytes(files);
    if (total + file.size > limit) {
      refused.push({
        name: file.name,
        reason: `${formatMb(file.size)} would take the attachments over ${formatMb(limit)} in all (${formatMb(total)} used)`,
      });
      continue;
    }
    files.push({ ...file, name: uniqueName(file.name, new Set(files.map((f) => f.name))) });
  }
  return { files, refused };
}

export function uniqueName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  const dot = name.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  for (let i = 2; ; i++) {
    const candidate = `${stem} (${i})${ext}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export function formatMb(bytes: number): string {
  const mb = bytes / 1048576;
  return `${Number(mb.toFixed(mb < 0.1 && bytes > 0 ? 2 : 1))} MB`;
}
