"use client";

import { PlusIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";

import { Button } from "@/components/ui/button";

const load = () => import("./add-phones-dialog");
const AddPhonesDialog = dynamic(load, { ssr: false });

/**
 * "Add numbers": the dialog's code is fetched when the pointer or focus comes
 * near the button, and mounted on the first click.
 */
export function AddPhonesButton() {
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const prefetch = () => void load();
  return (
    <>
      <Button
        ref={button}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <PlusIcon aria-hidden="true" /> Add numbers
      </Button>
      {used && (
        <AddPhonesDialog
          open={open}
          setOpen={setOpen}
          returnFocus={() => button.current?.focus()}
        />
      )}
    </>
  );
}
