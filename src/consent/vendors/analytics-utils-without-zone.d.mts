export * from 'analytics-utils';
export declare function getTimeZone(): undefined;
export declare function paramsParse(url?: string): Record<string, string>;
