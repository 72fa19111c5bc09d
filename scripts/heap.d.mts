export declare const HEAP_LIMIT_MB: number;
export declare function heapArgs(nodeOptions?: string): string[];
