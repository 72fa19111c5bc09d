/** The look of a view's menu trigger, shared by its stand-in and the loaded menu. */
export const viewMenuTriggerProps = (name: string) =>
  ({
    variant: "ghost",
    size: "icon-sm",
    className: "rounded-l-none border-l",
    "aria-label": `Actions for the view ${name}`,
  }) as const;
