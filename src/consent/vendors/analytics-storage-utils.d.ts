// The package ships no types; analytics-page-storage.test.ts compares our page storage with it.
declare module '@analytics/storage-utils' {
  const storage: {
    getItem(key: string, options?: unknown): unknown;
    setItem(key: string, value: unknown, options?: unknown): unknown;
    removeItem(key: string, options?: unknown): unknown;
  };
  export default storage;
}
