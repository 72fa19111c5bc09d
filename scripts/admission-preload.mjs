// Loaded into the console's process before Next (`node --import`, see consoleNodeArgs in
// tools/heap.mjs and the Dockerfile's NODE_OPTIONS): scripts/admission.mjs says why.
import { installAdmission } from "./admission.mjs";

installAdmission();
