import type { IncomingMessage, ServerResponse } from "node:http";

type RequestListener = (this: unknown, req: IncomingMessage, res: ServerResponse) => unknown;

export declare const REQUESTS_PER_TURN: number;
export declare function admitPerTurn(
  listener: RequestListener,
  perTurn?: number,
): (this: unknown, req: IncomingMessage, res: ServerResponse) => void;
export declare function installAdmission(perTurn?: number): void;
