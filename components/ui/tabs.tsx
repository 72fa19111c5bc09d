"use client";

import { Tabs as TabsPrimitive } from "radix-ui";

import { slotted } from "./slot";
import { TAB_CLASSES, TABS_LIST_CLASSES } from "./tabs-styles";

const Tabs = slotted(TabsPrimitive.Root, "tabs", "flex flex-col gap-2");
const TabsList = slotted(TabsPrimitive.List, "tabs-list", TABS_LIST_CLASSES);
const TabsTrigger = slotted(TabsPrimitive.Trigger, "tabs-trigger", TAB_CLASSES);
const TabsContent = slotted(TabsPrimitive.Content, "tabs-content", "flex-1 outline-none");

export { Tabs, TabsContent, TabsList, TabsTrigger };
