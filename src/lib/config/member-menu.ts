import { z } from 'zod';

// §6 header labels: loggedInMenu, the links a signed-in member finds under their account in the
// header (the site's own pages, the ticketing site's account pages, a partner's page). The spec
// passes it through unchanged and does not show its shape: ours is a list of labelled links,
// checked when the site is built. Each link follows the §2.3 rules like any other.

export const memberMenuSchema = z
  .array(
    z.strictObject({
      label: z.string().trim().min(1).max(80),
      href: z.string().trim().min(1).max(2048),
    }),
  )
  .max(12);

export type MemberMenuItem = z.infer<typeof memberMenuSchema>[number];

/** The configured menu's links; nothing for a value that is not one (the build refuses it anyway). */
export function memberMenuItems(value: unknown): MemberMenuItem[] {
  const parsed = memberMenuSchema.safeParse(value ?? []);
  return parsed.success ? parsed.data : [];
}
