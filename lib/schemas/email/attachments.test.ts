import { describe, expect, it } from "vitest";

import { addAttachments, formatMb, totalBytes, uniqueName } from "./attachments";

const MB = 1048576;
const file = (name: string, size: number) => ({ name, size });

describe("attachments", () => {
  it("adds files while the total stays within the limit and says why one is refused", () => {
    const { files, refused } = addAttachments(
      [file("a.pdf", 4 * MB)],
      [file("b.pdf", 5 * MB), file("c.zip", 2 * MB), file("d.txt", 1 * MB)],
      10 * MB,
    );
    expect(files.map((f) => f.name)).toEqual(["a.pdf", "b.pdf", "d.txt"]);
    expect(totalBytes(files)).toBe(10 * MB);
    expect(refused).toEqual([
      { name: "c.zip", reason: "2 MB would take the attachments over 10 MB in all (9 MB used)" },
    ]);
  });

  it("renames a file whose name is taken instead of replacing the other", () => {
    const { files } = addAttachments(
      [file("report.pdf", 1)],
      [file("report.pdf", 2), file("report.pdf", 3)],
    );
    expect(files.map((f) => f.name)).toEqual(["report.pdf", "report (2).pdf", "report (3).pdf"]);
    expect(uniqueName("README", new Set(["README"]))).toBe("README (2)");
  });

  it("formats sizes in MB", () => {
    expect(formatMb(10 * MB)).toBe("10 MB");
    expect(formatMb(1.25 * MB)).toBe("1.3 MB");
    expect(formatMb(20_000)).toBe("0.02 MB");
    expect(formatMb(0)).toBe("0 MB");
  });
});
