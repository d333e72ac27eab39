export * from 'analytics-utils';
export declare function getTimeZone(): undefined;
