export declare const HEAP_LIMIT_MB: number;
export declare function heapArgs(nodeOptions?: string): string[];
export declare const ADMISSION_PRELOAD: string;
export declare function consoleNodeArgs(nodeOptions?: string): string[];
