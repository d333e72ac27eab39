export declare function getItem(key: string, options?: unknown): unknown;
export declare function setItem(key: string, value: unknown, options?: unknown): void;
export declare function removeItem(key: string, options?: unknown): void;
declare const storage: { getItem: typeof getItem; setItem: typeof setItem; removeItem: typeof removeItem };
export default storage;
