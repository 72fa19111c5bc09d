"use client";

import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import * as React from "react";

import { slotted } from "./slot";

const Dialog = DialogPrimitive.Root;
const DialogTrigger = DialogPrimitive.Trigger;
const DialogClose = DialogPrimitive.Close;

/** Classes the dialog shares with the alert dialog (and, overlay and description, the sheet). */
const dialogClasses = {
  overlay: "fixed inset-0 z-50 bg-black/50",
  header: "flex flex-col gap-2 text-center sm:text-left",
  footer: "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
  description: "text-sm text-muted-foreground",
};

/** The corner "Close" button of the dialog's and the sheet's content. */
function DialogCornerClose({ slot }: { slot: string }) {
  return (
    <DialogPrimitive.Close
      data-slot={slot}
      className="absolute top-4 right-4 rounded-xs opacity-70 transition-opacity hover:opacity-100 focus:ring-2 focus:ring-ring focus:ring-offset-2 focus:outline-hidden disabled:pointer-events-none [&_svg]:size-4"
    >
      <XIcon aria-hidden="true" />
      <span className="sr-only">Close</span>
    </DialogPrimitive.Close>
  );
}

const DialogOverlay = slotted(DialogPrimitive.Overlay, "dialog-overlay", dialogClasses.overlay);

const DialogPanel = slotted(
  DialogPrimitive.Content,
  "dialog-content",
  "fixed top-[50%] left-[50%] z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] translate-x-[-50%] translate-y-[-50%] gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg sm:max-w-lg",
);

function DialogContent({
  children,
  showCloseButton = true,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean }) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPanel {...props}>
        {children}
        {showCloseButton && <DialogCornerClose slot="dialog-close" />}
      </DialogPanel>
    </DialogPrimitive.Portal>
  );
}

const DialogHeader = slotted("div", "dialog-header", dialogClasses.header);
const DialogFooter = slotted("div", "dialog-footer", dialogClasses.footer);
const DialogTitle = slotted(
  DialogPrimitive.Title,
  "dialog-title",
  "text-lg leading-none font-semibold",
);
const DialogDescription = slotted(
  DialogPrimitive.Description,
  "dialog-description",
  dialogClasses.description,
);

export {
  Dialog,
  DialogClose,
  dialogClasses,
  DialogContent,
  DialogCornerClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogTitle,
  DialogTrigger,
};
