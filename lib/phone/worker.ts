/// <reference lib="webworker" />
import { answer, type PhoneTaskRequest } from "./tasks";

/**
 * The phone-list worker: libphonenumber-js and papaparse load here, not in the
 * page, and a 10,000-number list is read without holding up typing.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<PhoneTaskRequest>) => {
  answer(e.data, (reply) => scope.postMessage(reply));
};
