/// <reference lib="webworker" />
import { answer, type PhoneTaskRequest } from "./tasks";

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<PhoneTaskRequest>) => {
  answer(e.data, (reply) => scope.postMessage(reply));
};
