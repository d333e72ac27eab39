import type { ReactNode } from 'react';
import { MemberMessages } from '@/components/member/member-messages.tsx';
import { MemberQueries } from '@/components/member/member-queries.tsx';

/** Every member-area page: the member messages for its forms, and one cache for member data (see MemberQueries). */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <MemberMessages>
      <MemberQueries>{children}</MemberQueries>
    </MemberMessages>
  );
}
