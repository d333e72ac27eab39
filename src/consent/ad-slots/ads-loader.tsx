'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { adsPathChanged, startAdsWhenIdle } from './ads-start.ts';

// FINCHER_ADS is inlined at build (next.config.ts): on a site without ads no ad code ships.

export function AdsLoader(): null {
  const pathname = usePathname();
  useEffect(() => {
    if (process.env.FINCHER_ADS === 'on') startAdsWhenIdle();
  }, []);
  useEffect(() => {
    if (process.env.FINCHER_ADS === 'on' && pathname) adsPathChanged(pathname);
  }, [pathname]);
  return null;
}
