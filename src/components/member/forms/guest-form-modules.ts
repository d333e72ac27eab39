import type { ComponentType } from 'react';

// Every guest form of the member area, by name, as a module loaded on demand: each becomes a chunk
// of its own (with the member API, its schemas and the message formatter in chunks they share)
// that only its page asks for, after the page is up (guest-form-loader.tsx).

export const GUEST_FORM_MODULES = {
  register: () => import('./register-form.tsx').then((m) => m.RegisterForm),
  'forgot-password': () => import('./password-reset.tsx').then((m) => m.ForgotPasswordForm),
  'reset-password': () => import('./password-reset.tsx').then((m) => m.ResetPasswordForm),
  'forgot-username': () => import('./username-reminder.tsx').then((m) => m.UsernameReminderForm),
  'gift-card': () => import('./gift-card-balance.tsx').then((m) => m.GiftCardBalance),
  'online-access': () => import('./online-access.tsx').then((m) => m.OnlineAccessForm),
} satisfies Record<string, () => Promise<ComponentType>>;

export type GuestFormName = keyof typeof GUEST_FORM_MODULES;
