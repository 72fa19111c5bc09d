// Loaded into the console's process before Next (`node --import`, see consoleNodeArgs in
// scripts/heap.mjs and the Dockerfile's NODE_OPTIONS): scripts/admission.mjs says why.
import { installAdmission } from "./admission.mjs";

installAdmission();
