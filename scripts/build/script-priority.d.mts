export declare const LOW_PRIORITY: string;
export declare function lowerScriptPriority(html: string): string;
export declare function lowScriptPriority(): import("vite").Plugin;
