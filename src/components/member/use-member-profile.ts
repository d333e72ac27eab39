'use client';

import { useQuery } from '@tanstack/react-query';
import { toMemberProfile, type MemberProfile } from '@/lib/loyalty/member/member-profile.ts';
import { isLoggedIn } from '@/lib/loyalty/session/session.ts';
import { useMemberSession } from './member-session-provider.tsx';
import { COOKIE_TOKEN, useLoyaltyApi } from './use-loyalty-api.ts';

export const MEMBER_PROFILE_KEY = ['member', 'profile'] as const;

/** The signed-in member's editable profile (§7.5 GetMember with the cookie's token). */
export function useMemberProfile() {
  const session = useMemberSession();
  const api = useLoyaltyApi();
  return useQuery({
    queryKey: MEMBER_PROFILE_KEY,
    enabled: isLoggedIn(session),
    queryFn: async (): Promise<MemberProfile> => {
      const answer = await api.getMember(COOKIE_TOKEN);
      const profile = answer.ok ? toMemberProfile(answer.data.memberDetails) : null;
      if (!profile) throw new Error('member profile');
      return profile;
    },
  });
}
