'use client';

import { useEffect, useState } from 'react';

// §5 phone rules of the register and profile forms, loaded once the form is on screen; a submit made before they
// arrive waits for them. Why: docs/decisions/0022-phone-rules-loaded-with-the-form.md

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
