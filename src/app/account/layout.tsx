import type { ReactNode } from 'react';
import { MemberQueries } from '@/components/member/member-queries.tsx';

/** Every member-area page reads member data through one cache (see MemberQueries). */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return <MemberQueries>{children}</MemberQueries>;
}
