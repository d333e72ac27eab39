import { z } from 'zod';

// §6 loggedInMenu, the signed-in member's header links: the spec leaves its shape open, so ours is
// a list of labelled links checked at build, each following §2.3.

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
