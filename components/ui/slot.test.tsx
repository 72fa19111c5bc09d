import { Tabs as TabsPrimitive } from "radix-ui";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { slotted } from "./slot";

describe("slotted", () => {
  const Header = slotted("div", "card-header", "grid gap-1.5 px-6");

  it("marks the element with its slot and puts the caller's classes after its own", () => {
    expect(renderToStaticMarkup(<Header />)).toBe(
      '<div data-slot="card-header" class="grid gap-1.5 px-6"></div>',
    );
    expect(renderToStaticMarkup(<Header className="px-2 text-sm" id="h" />)).toBe(
      '<div data-slot="card-header" class="grid gap-1.5 px-2 text-sm" id="h"></div>',
    );
  });

  it("passes every other prop through, children included", () => {
    expect(renderToStaticMarkup(<Header aria-label="a">text</Header>)).toBe(
      '<div data-slot="card-header" class="grid gap-1.5 px-6" aria-label="a">text</div>',
    );
  });

  it("holds its lead part before the caller's children", () => {
    const Toggle = slotted("button", "toggle", "size-4", <span data-slot="toggle-mark" />);
    expect(renderToStaticMarkup(<Toggle type="button" />)).toBe(
      '<button data-slot="toggle" class="size-4" type="button"><span data-slot="toggle-mark"></span></button>',
    );
    expect(renderToStaticMarkup(<Toggle>on</Toggle>)).toBe(
      '<button data-slot="toggle" class="size-4"><span data-slot="toggle-mark"></span>on</button>',
    );
  });

  it("wraps a Radix part the same way, and is named after its slot", () => {
    const Tabs = slotted(TabsPrimitive.Root, "tabs", ["flex", "flex-col gap-2"]);
    expect(renderToStaticMarkup(<Tabs defaultValue="a" />)).toContain(
      'data-slot="tabs" class="flex flex-col gap-2"',
    );
    expect((Header as { displayName?: string }).displayName).toBe("CardHeader");
    expect((Tabs as { displayName?: string }).displayName).toBe("Tabs");
  });
});
