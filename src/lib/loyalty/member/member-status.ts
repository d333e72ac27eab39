// §3.6, §4.11, §9.2 the programme's type decides what the member home says of the member's standing: NONE has no
// loyalty membership to show; NON_TIERED a membership (the club) with no levels; any other value names a tiered
// programme, whose member is shown at their level.

export type MemberStatus =
  | { readonly kind: 'member'; readonly club: string }
  | { readonly kind: 'tier'; readonly club: string; readonly tier: string };

export function memberStatusOf(
  type: string,
  member: { readonly clubName: string; readonly levelName: string },
): MemberStatus | null {
  const club = member.clubName.trim();
  const tier = member.levelName.trim();
  if (type === 'NONE') return null;
  if (type === 'NON_TIERED') return club ? { kind: 'member', club } : null;
  if (tier) return { kind: 'tier', club, tier };
  return club ? { kind: 'member', club } : null;
}
