'use client';

import { useEffect, useState } from 'react';

// §5 phone rules for the register and profile forms. They bring libphonenumber's metadata (about
// 28 KB gzipped), so they load once the form is on screen rather than with the page: the page's
// first-load JavaScript stays within its budget (140 KB gzipped). A submit made before they have
// arrived waits for them (loadPhoneRules), so no check is ever skipped.

export interface PhoneRules {
  readonly toE164: typeof import('@/lib/loyalty/member/member-input.ts').toE164;
  readonly invalidProfileFields: typeof import('@/lib/loyalty/member/member-profile-edit.ts').invalidProfileFields;
}

let loading: Promise<PhoneRules> | null = null;

export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= Promise.all([
    import('@/lib/loyalty/member/member-input.ts'),
    import('@/lib/loyalty/member/member-profile-edit.ts'),
  ]).then(([input, edit]) => ({ toE164: input.toE164, invalidProfileFields: edit.invalidProfileFields }));
  return loading;
}

/** The rules once loaded (null until then); loading starts when the form mounts. */
export function usePhoneRules(): PhoneRules | null {
  const [rules, setRules] = useState<PhoneRules | null>(null);
  useEffect(() => {
    let mounted = true;
    void loadPhoneRules().then((loaded) => {
      if (mounted) setRules(loaded);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return rules;
}
