import type { ReactNode } from 'react';
import { MemberMessages } from '@/components/member/session/member-messages.tsx';
import { MemberQueryProvider } from '@/components/member/session/member-query-provider.tsx';

/** Every member-area page: the member messages for its forms, and one cache for member data (see MemberQueryProvider). */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <MemberMessages>
      <MemberQueryProvider>{children}</MemberQueryProvider>
    </MemberMessages>
  );
}
