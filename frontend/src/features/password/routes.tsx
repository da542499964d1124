import type { RouteObject } from 'react-router';

/** Client-only pages (noindex, no data to prefetch). */
export const passwordRoutes: RouteObject[] = [
  {
    path: 'forgotPassword',
    lazy: async () => {
      const m = await import('./pages/ForgotPasswordPage');
      return { Component: m.ForgotPasswordPage };
    },
  },
  {
    path: 'resetPassword',
    lazy: async () => {
      const m = await import('./pages/ResetPasswordPage');
      return { Component: m.ResetPasswordPage };
    },
  },
  // The spec's route; the server's verification mail links to verifyAccount (account-links.service.ts).
  ...['verification', 'verifyAccount'].map((path) => ({
    path,
    lazy: async () => {
      const m = await import('./pages/VerificationPage');
      return { Component: m.VerificationPage };
    },
  })),
];
