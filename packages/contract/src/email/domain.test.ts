import { describe, expect, it } from "vitest";

import { cleanDomainInput, domainAddFormSchema } from "./domain";

describe("cleanDomainInput", () => {
  it("reduces a pasted link, address or capitals to the domain", () => {
    expect(cleanDomainInput("https://newbrand.example/")).toBe("newbrand.example");
    expect(cleanDomainInput("  NEWBRAND.EXAMPLE. ")).toBe("newbrand.example");
    expect(cleanDomainInput("http://mail.newbrand.example:8080/path?q=1")).toBe(
      "mail.newbrand.example",
    );
    expect(cleanDomainInput("news@newbrand.example")).toBe("newbrand.example");
  });

  it("still refuses what is not a domain once cleaned", () => {
    expect(domainAddFormSchema.safeParse({ domain: "https://newbrand.example/" }).data).toEqual({
      domain: "newbrand.example",
    });
    expect(domainAddFormSchema.safeParse({ domain: "../../oauth" }).success).toBe(false);
    expect(domainAddFormSchema.safeParse({ domain: "a..b" }).success).toBe(false);
  });
});
