import { describe, expect, it, vi } from "vitest";

const raised: unknown[][] = [];
const sonnerToast = Object.assign((...args: unknown[]) => raised.push(["toast", ...args]), {
  success: (...args: unknown[]) => raised.push(["success", ...args]),
  info: (...args: unknown[]) => raised.push(["info", ...args]),
  warning: (...args: unknown[]) => raised.push(["warning", ...args]),
  error: (...args: unknown[]) => raised.push(["error", ...args]),
  loading: (...args: unknown[]) => raised.push(["loading", ...args]),
});
vi.mock("sonner", () => ({ toast: sonnerToast }));

const { toast, toastsRaised } = await import("./toast");

describe("toast (sonner loaded with the first toast)", () => {
  it("tells the console once, at the first toast, to mount the toasts' viewport", async () => {
    const heard = vi.fn();
    const stop = toastsRaised.subscribe(heard);
    expect(toastsRaised.get()).toBe(false);
    expect(toastsRaised.getServer()).toBe(false);
    toast.info("First");
    expect(toastsRaised.get()).toBe(true);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    toast.info("Second");
    await vi.waitFor(() => expect(raised).toHaveLength(2));
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    raised.length = 0;
  });

  it("raises each toast in order, with an id given at once that a later toast can replace", async () => {
    const pending = toast.loading("Removing 2 numbers…");
    toast.success("Removed 2 numbers.", { id: pending });
    toast("Plain", { description: "more" });
    await vi.waitFor(() => expect(raised).toHaveLength(3));
    expect(raised).toEqual([
      ["loading", "Removing 2 numbers…", { id: pending }],
      ["success", "Removed 2 numbers.", { id: pending }],
      ["toast", "Plain", { description: "more", id: expect.any(String) }],
    ]);
    expect(raised[2]![2]).not.toEqual({ description: "more", id: pending });
  });
});
